import { SimpleGrid } from '@chakra-ui/react';
import type { CallsDay } from '../api/calls-daily';
import type { ActiveClientsDay, MrrMonth } from '../api/client-trends';
import type { LeadsFunnelDay } from '../api/leads-funnel';
import { TrendCard } from './trend-card';
import { TrendChart, type TrendChartProps } from './trend-charts';
import type { TrendColumn } from './trend-csv';

/** One trend card: its texts, the CSV/table columns and how its chart draws the same rows. */
interface TrendSpec<Row> {
  title: string;
  description: string;
  /** The CSV file name before the range suffix. */
  file: string;
  columns: readonly TrendColumn<Row>[];
  chart: Omit<TrendChartProps, 'rows'>;
}

function SpecCard<Row extends object>({
  spec,
  rows,
  fileSuffix,
  summary,
}: {
  spec: TrendSpec<Row>;
  rows: readonly Row[];
  fileSuffix: string;
  summary?: string;
}) {
  return (
    <TrendCard
      title={spec.title}
      description={spec.description}
      fileName={`${spec.file}-${fileSuffix}`}
      columns={spec.columns}
      rows={rows}
      summary={summary}
      chart={<TrendChart {...spec.chart} rows={rows} />}
    />
  );
}

const OUTCOMES = [
  { key: 'bookedAppointment', label: 'Booked appointment', color: 'green.500' },
  { key: 'completed', label: 'Completed', color: 'blue.500' },
  { key: 'information', label: 'Information', color: 'purple.500' },
  { key: 'voicemail', label: 'Voicemail', color: 'orange.400' },
  { key: 'missed', label: 'Missed', color: 'red.500' },
  { key: 'unknown', label: 'No outcome', color: 'gray.400' },
] as const;

const FUNNEL_STAGES = [
  { key: 'submitted', label: 'Submitted', color: 'brand.500' },
  { key: 'contacted', label: 'Contacted', color: 'blue.500' },
  { key: 'qualified', label: 'Qualified', color: 'orange.400' },
  { key: 'converted', label: 'Converted', color: 'green.500' },
] as const;

const dayColumn = <Row extends { day: string }>(): TrendColumn<Row> => ({ label: 'Day', value: (row) => row.day });
const numberColumn = <Row,>(label: string, value: (row: Row) => number | null): TrendColumn<Row> => ({ label, value, numeric: true });

const CALLS: TrendSpec<CallsDay> = {
  title: 'Calls per day',
  description: 'By outcome; test calls from the browser are not counted.',
  file: 'calls-per-day',
  columns: [
    dayColumn(),
    numberColumn('Calls', (row) => row.calls),
    ...OUTCOMES.map(({ key, label }) => numberColumn<CallsDay>(label, (row) => row[key])),
  ],
  chart: { kind: 'bar', label: 'Calls per day by outcome, stacked bars', xKey: 'day', series: OUTCOMES, stacked: true },
};

const MINUTES: TrendSpec<CallsDay> = {
  title: 'Minutes per day',
  description: 'Billed minutes: each call rounded up to whole minutes.',
  file: 'minutes-per-day',
  columns: [dayColumn(), numberColumn('Minutes', (row) => row.minutes)],
  chart: { kind: 'bar', label: 'Billed minutes per day, bars', xKey: 'day', series: [{ key: 'minutes', label: 'Minutes', color: 'brand.500' }] },
};

const FUNNEL: TrendSpec<LeadsFunnelDay> = {
  title: 'Leads funnel',
  description: 'Leads reaching each stage for the first time, per day (all clients).',
  file: 'leads-funnel',
  columns: [
    dayColumn(),
    ...FUNNEL_STAGES.map(({ key, label }) => numberColumn<LeadsFunnelDay>(label, (row) => row[key])),
    numberColumn('Median minutes to first contact', (row) => row.medianMinutesToFirstContact ?? null),
  ],
  chart: { kind: 'line', label: 'Leads per day at each funnel stage, lines', xKey: 'day', series: FUNNEL_STAGES },
};

const MRR: TrendSpec<MrrMonth> = {
  title: 'MRR per month',
  description: "Monthly recurring revenue at each month's end, from the plan-change history (every client's plan, as Monthly Revenue).",
  file: 'mrr-per-month',
  columns: [{ label: 'Month', value: (row) => row.month }, numberColumn('MRR ($)', (row) => row.mrr)],
  chart: { kind: 'bar', label: 'MRR in dollars per month, bars', xKey: 'month', series: [{ key: 'mrr', label: 'MRR ($)', color: 'green.500' }] },
};

const ACTIVE_CLIENTS: TrendSpec<ActiveClientsDay> = {
  title: 'Active clients',
  description: 'Clients switched on at the end of each day.',
  file: 'active-clients',
  columns: [dayColumn(), numberColumn('Active clients', (row) => row.active)],
  chart: {
    kind: 'line',
    label: 'Active clients per day, line',
    xKey: 'day',
    series: [{ key: 'active', label: 'Active clients', color: 'brand.500' }],
  },
};

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
      <SpecCard spec={CALLS} rows={days} fileSuffix={fileSuffix} />
      <SpecCard spec={MINUTES} rows={days} fileSuffix={fileSuffix} />
    </SimpleGrid>
  );
}

/** The leads funnel over time with the median time from submission to first contact. */
export function LeadsFunnelTrend({ days, median, fileSuffix }: { days: readonly LeadsFunnelDay[]; median: number | null; fileSuffix: string }) {
  const summary = `Median time to first contact: ${median === null ? 'no lead contacted in this range' : formatMinutes(median)}`;
  return <SpecCard spec={FUNNEL} rows={days} fileSuffix={fileSuffix} summary={summary} />;
}

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
      <SpecCard spec={MRR} rows={months} fileSuffix={fileSuffix} />
      <SpecCard spec={ACTIVE_CLIENTS} rows={days} fileSuffix={fileSuffix} />
    </SimpleGrid>
  );
}
