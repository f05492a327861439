import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Eye, MousePointerClick, Percent, TrendingUp } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { badUserInputMessage } from '../../../lib/graphql/graphql-error';
import { usePageViewsDaily } from '../api/page-views-daily';
import { SectionCard } from '../../../components/ui/section-card';
import { AdminPageHeader } from '../components/admin-page-header';
import { DailyTable, TopPathsTable } from '../components/analytics-tables';
import { DateRangePicker } from '../components/date-range-picker';
import { DayBarsChart } from '../components/day-bars-chart';
import { conversionRate, type DayRange, lastDays, summarizePageViews } from '../components/page-views-summary';
import { StatCard } from '../components/stat-card';


/** /admin/analytics: page views and leads per day over a range (last 30 days by default), totals and top pages. */
export function AdminAnalyticsPage() {
  usePageMeta('Analytics', 'Page views and leads of the marketing site per day and per page.');
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const [result] = usePageViewsDaily(range);
  // The server checks the range (real days, in order, at most a year) and says what is wrong with it.
  const problem = result.error && badUserInputMessage(result.error);
  useEffect(() => {
    if (result.error && !badUserInputMessage(result.error)) toaster.create({ type: 'error', title: 'Error', description: 'Failed to load analytics' });
  }, [result.error]);
  const rows = result.error ? undefined : result.data?.pageViewsDaily;
  const summary = useMemo(() => (rows ? summarizePageViews(rows, range) : null), [rows, range]);
  const busiest = summary?.days.reduce((best, day) => (day.views > best.views ? day : best), summary.days[0]);

  return (
    <Stack gap="6">
      <AdminPageHeader title="Analytics" description="Visits to the marketing site (UTC days; bots and opted-out visitors are not counted)." />
      <DateRangePicker range={range} onChange={setRange} />
      {problem && (
        <Text color="red.600" role="alert">
          {problem}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard label="Page Views" value={summary ? String(summary.totalViews) : null} icon={Eye} />
        <StatCard label="Leads" value={summary ? String(summary.totalLeads) : null} icon={MousePointerClick} hint="Demo and contact requests sent" />
        <StatCard label="Conversion" value={summary ? `${conversionRate(summary.totalViews, summary.totalLeads)}%` : null} icon={Percent} hint="Leads per 100 page views" />
        <StatCard label="Busiest Day" value={busiest && busiest.views > 0 ? busiest.day : null} icon={TrendingUp} hint={busiest?.views ? `${busiest.views} page views` : undefined} />
      </SimpleGrid>
      {summary && (
        <>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <SectionCard title="Page views per day">
              <DayBarsChart days={summary.days} metric="views" label="Page views per day" color="brand.500" />
            </SectionCard>
            <SectionCard title="Leads per day">
              <DayBarsChart days={summary.days} metric="leads" label="Leads per day" color="green.500" />
            </SectionCard>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <SectionCard title="Top pages">
              <TopPathsTable paths={summary.topPaths} />
            </SectionCard>
            <SectionCard title="Daily figures">
              <DailyTable days={summary.days} />
            </SectionCard>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
