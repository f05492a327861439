import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Eye, MousePointerClick, Percent, TrendingUp } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { badUserInputMessage } from '../../../lib/graphql/graphql-error';
import { useCallsDaily } from '../api/calls-daily';
import { useClientTrends } from '../api/client-trends';
import { useLeadsFunnel } from '../api/leads-funnel';
import { usePageViewsDaily } from '../api/page-views-daily';
import { SectionCard } from '../../../components/ui/section-card';
import { AreaPage } from '../../../components/ui/area-page';
import { ClientTrendFilter } from '../components/client-trend-filter';
import { DailyTable, TopPathsTable } from '../components/analytics-tables';
import { DateRangePicker } from '../components/date-range-picker';
import { DayBarsChart } from '../components/day-bars-chart';
import { conversionRate, type DayRange, lastDays, summarizePageViews } from '../components/page-views-summary';
import { StatCard } from '../components/stat-card';
import { CallTrends, ClientTrendCards, LeadsFunnelTrend } from '../components/trend-sections';

/**
 * /admin/analytics: trends (calls per day by outcome, minutes per day, the leads funnel with the median time to first
 * contact, MRR per month, active clients per day) and the marketing site's page views and leads, over a range of UTC days (last 30 by default), with an
 * optional client filter for the call and client trends.
 */
export function AdminAnalyticsPage() {
  usePageMeta('Analytics', 'Calls, minutes, the leads funnel, MRR, active clients and page views over time.');
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const [clientId, setClientId] = useState('');
  const [result] = usePageViewsDaily(range);
  const [calls] = useCallsDaily(range, clientId);
  const [funnel] = useLeadsFunnel(range);
  const [clientTrends] = useClientTrends(range, clientId);
  // The server checks the range (real days, in order, at most a year) and says what is wrong with it.
  const errors = [result.error, calls.error, funnel.error, clientTrends.error].filter((error) => error !== undefined);
  const problem = errors.map((error) => badUserInputMessage(error)).find(Boolean);
  const failed = errors.some((error) => !badUserInputMessage(error));
  useEffect(() => {
    if (failed) toaster.create({ type: 'error', title: 'Error', description: 'Failed to load analytics' });
  }, [failed]);
  const fileSuffix = `${range.from}-to-${range.to}${clientId ? `-client-${clientId}` : ''}`;
  // Summed over the range the rows were fetched for: while a new range loads (or is refused) the last answer stays,
  // never spread over days it does not cover.
  const rows = result.error ? undefined : result.data?.pageViewsDaily;
  const rowsRange = result.operation?.variables;
  const summary = useMemo(() => (rows && rowsRange ? summarizePageViews(rows, rowsRange) : null), [rows, rowsRange]);
  const busiest = summary?.days.reduce((best, day) => (day.views > best.views ? day : best), summary.days[0]);

  return (
    <AreaPage title="Analytics" description="Calls, minutes and leads over time, and visits to the marketing site (UTC days).">
      <Stack direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'end' }} gap="3">
        <DateRangePicker range={range} onChange={setRange} />
        <ClientTrendFilter clientId={clientId} onChange={setClientId} />
      </Stack>
      {problem && (
        <Text color="red.600" role="alert">
          {problem}
        </Text>
      )}
      {calls.data && !calls.error && <CallTrends days={calls.data.callsDaily} fileSuffix={fileSuffix} />}
      {funnel.data && !funnel.error && (
        <LeadsFunnelTrend
          days={funnel.data.leadsFunnel.days}
          median={funnel.data.leadsFunnel.medianMinutesToFirstContact ?? null}
          fileSuffix={`${range.from}-to-${range.to}`}
        />
      )}
      {clientTrends.data && !clientTrends.error && (
        <ClientTrendCards
          months={clientTrends.data.clientTrends.mrrMonthly}
          days={clientTrends.data.clientTrends.activeClientsDaily}
          fileSuffix={fileSuffix}
        />
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard label="Page Views" value={summary ? String(summary.totalViews) : null} icon={Eye} />
        <StatCard label="Leads" value={summary ? String(summary.totalLeads) : null} icon={MousePointerClick} hint="Demo and contact requests sent" />
        <StatCard
          label="Conversion"
          value={summary ? `${conversionRate(summary.totalViews, summary.totalLeads)}%` : null}
          icon={Percent}
          hint="Leads per 100 page views"
        />
        <StatCard
          label="Busiest Day"
          value={busiest && busiest.views > 0 ? busiest.day : null}
          icon={TrendingUp}
          hint={busiest?.views ? `${busiest.views} page views` : undefined}
        />
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
    </AreaPage>
  );
}
