import { Box } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** A series of a trend chart: the row field it plots, its legend label and its colour (a Chakra colour token). */
export interface TrendSeries {
  key: string;
  label: string;
  color: string;
}

export interface TrendChartProps {
  /** Bars per day (stacked when several series add up, e.g. calls by outcome) or lines over time (e.g. funnel stages). */
  kind: 'bar' | 'line';
  /** What the chart shows, read by screen readers (the Table view lists the figures). */
  label: string;
  rows: readonly object[];
  /** The row field on the x axis. */
  xKey: string;
  series: readonly TrendSeries[];
  stacked?: boolean;
}

const tokenColor = (token: string) => `var(--chakra-colors-${token.replace('.', '-')})`;
const shortDay = (day: string) => day.slice(5);

function seriesElement(kind: TrendChartProps['kind'], one: TrendSeries, stacked: boolean | undefined) {
  const common = { dataKey: one.key, name: one.label, isAnimationActive: false };
  return kind === 'bar' ? (
    <Bar key={one.key} {...common} fill={tokenColor(one.color)} stackId={stacked ? 'total' : undefined} />
  ) : (
    <Line key={one.key} {...common} stroke={tokenColor(one.color)} dot={false} strokeWidth={2} />
  );
}

/** A trend over days or months, drawn by Recharts. */
export function TrendChart({ kind, label, rows, xKey, series, stacked }: TrendChartProps) {
  const Chart = kind === 'bar' ? BarChart : LineChart;
  return (
    <Box role="img" aria-label={label} height="64" width="100%" fontSize="xs">
      <ResponsiveContainer width="100%" height="100%">
        <Chart data={[...rows]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tickFormatter={xKey === 'day' ? shortDay : undefined} minTickGap={16} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          {series.length > 1 && <Legend />}
          {series.map((one) => seriesElement(kind, one, stacked))}
        </Chart>
      </ResponsiveContainer>
    </Box>
  );
}
