import { SimpleGrid } from '@chakra-ui/react';
import type { CallsDay } from '../api/calls-daily';
import type { ActiveClientsDay, MrrMonth } from '../api/client-trends';
import type { LeadsFunnelDay } from '../api/leads-funnel';
import { TrendCard } from './trend-card';
import { TrendBarChart, TrendLineChart } from './trend-charts';
import type { TrendColumn } from './trend-csv';

const OUTCOMES = [
  { key: 'bookedAppointment', label: 'Booked appointment', color: 'green.500' },
  { key: 'completed', label: 'Completed', color: 'blue.500' },
  { key: 'information', label: 'Information', color: 'purple.500' },
  { key: 'voicemail', label: 'Voicemail', color: 'orange.400' },
  { key: 'missed', label: 'Missed', color: 'red.500' },
  { key: 'unknown', label: 'No outcome', color: 'gray.400' },
] as const;

const dayColumn = <Row extends { day: string }>(): TrendColumn<Row> => ({ label: 'Day', value: (row) => row.day });

const CALL_COLUMNS: TrendColumn<CallsDay>[] = [
  dayColumn(),
  { label: 'Calls', value: (row) => row.calls, numeric: true },
  ...OUTCOMES.map(({ key, label }): TrendColumn<CallsDay> => ({ label, value: (row) => row[key], numeric: true })),
];

const MINUTE_COLUMNS: TrendColumn<CallsDay>[] = [dayColumn(), { label: 'Minutes', value: (row) => row.minutes, numeric: true }];

const FUNNEL_STAGES = [
  { key: 'submitted', label: 'Submitted', color: 'brand.500' },
  { key: 'contacted', label: 'Contacted', color: 'blue.500' },
  { key: 'qualified', label: 'Qualified', color: 'orange.400' },
  { key: 'converted', label: 'Converted', color: 'green.500' },
] as const;

const FUNNEL_COLUMNS: TrendColumn<LeadsFunnelDay>[] = [
  dayColumn(),
  ...FUNNEL_STAGES.map(({ key, label }): TrendColumn<LeadsFunnelDay> => ({ label, value: (row) => row[key], numeric: true })),
  { label: 'Median minutes to first contact', value: (row) => row.medianMinutesToFirstContact ?? null, numeric: true },
];

/** "42 min", "3 h 5 min", "2 d 4 h": a duration in whole minutes as a person reads it. */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) return `${Math.floor(whole / 60)} h${whole % 60 ? ` ${whole % 60} min` : ''}`;
  const hours = Math.floor((whole % (24 * 60)) / 60);
  return `${Math.floor(whole / (24 * 60))} d${hours ? ` ${hours} h` : ''}`;
}

/** Calls per day by outcome (stacked bars) and billed minutes per day. */
export function CallTrends({ days, fileSuffix }: { days: readonly CallsDay[]; fileSuffix: string }) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <TrendCard
        title="Calls per day"
        description="By outcome; test calls from the browser are not counted."
        fileName={`calls-per-day-${fileSuffix}`}
        columns={CALL_COLUMNS}
        rows={days}
        chart={<TrendBarChart label="Calls per day by outcome, stacked bars" rows={days} xKey="day" series={OUTCOMES} stacked />}
      />
      <TrendCard
        title="Minutes per day"
        description="Billed minutes: each call rounded up to whole minutes."
        fileName={`minutes-per-day-${fileSuffix}`}
        columns={MINUTE_COLUMNS}
        rows={days}
        chart={
          <TrendBarChart
            label="Billed minutes per day, bars"
            rows={days}
            xKey="day"
            series={[{ key: 'minutes', label: 'Minutes', color: 'brand.500' }]}
          />
        }
      />
    </SimpleGrid>
  );
}

/** The leads funnel over time with the median time from submission to first contact. */
export function LeadsFunnelTrend({ days, median, fileSuffix }: { days: readonly LeadsFunnelDay[]; median: number | null; fileSuffix: string }) {
  return (
    <TrendCard
      title="Leads funnel"
      description="Leads reaching each stage for the first time, per day (all clients)."
      fileName={`leads-funnel-${fileSuffix}`}
      columns={FUNNEL_COLUMNS}
      rows={days}
      summary={`Median time to first contact: ${median === null ? 'no lead contacted in this range' : formatMinutes(median)}`}
      chart={<TrendLineChart label="Leads per day at each funnel stage, lines" rows={days} xKey="day" series={FUNNEL_STAGES} />}
    />
  );
}

const MRR_COLUMNS: TrendColumn<MrrMonth>[] = [
  { label: 'Month', value: (row) => row.month },
  { label: 'MRR ($)', value: (row) => row.mrr, numeric: true },
];

const ACTIVE_COLUMNS: TrendColumn<ActiveClientsDay>[] = [dayColumn(), { label: 'Active clients', value: (row) => row.active, numeric: true }];

/** MRR per month from the plan-change history, and active clients per day. */
export function ClientTrendCards({
  months,
  days,
  fileSuffix,
}: {
  months: readonly MrrMonth[];
  days: readonly ActiveClientsDay[];
  fileSuffix: string;
}) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <TrendCard
        title="MRR per month"
        description="Monthly recurring revenue at each month's end, from the plan-change history (every client's plan, as Monthly Revenue)."
        fileName={`mrr-per-month-${fileSuffix}`}
        columns={MRR_COLUMNS}
        rows={months}
        chart={
          <TrendBarChart
            label="MRR in dollars per month, bars"
            rows={months}
            xKey="month"
            series={[{ key: 'mrr', label: 'MRR ($)', color: 'green.500' }]}
          />
        }
      />
      <TrendCard
        title="Active clients"
        description="Clients switched on at the end of each day."
        fileName={`active-clients-${fileSuffix}`}
        columns={ACTIVE_COLUMNS}
        rows={days}
        chart={
          <TrendLineChart
            label="Active clients per day, line"
            rows={days}
            xKey="day"
            series={[{ key: 'active', label: 'Active clients', color: 'brand.500' }]}
          />
        }
      />
    </SimpleGrid>
  );
}
