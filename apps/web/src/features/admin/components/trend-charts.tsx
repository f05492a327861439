import { Box } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** A series of a trend chart: the row field it plots, its legend label and its colour (a Chakra colour token). */
export interface TrendSeries {
  key: string;
  label: string;
  color: string;
}

const tokenColor = (token: string) => `var(--chakra-colors-${token.replace('.', '-')})`;
const shortDay = (day: string) => day.slice(5);

interface TrendChartProps {
  /** What the chart shows, read by screen readers (the Table view lists the figures). */
  label: string;
  rows: readonly object[];
  /** The row field on the x axis. */
  xKey: string;
  series: readonly TrendSeries[];
  stacked?: boolean;
}

function Frame({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <Box role="img" aria-label={label} height="64" width="100%" fontSize="xs">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </Box>
  );
}

/** Bars per day (stacked when several series add up, e.g. calls by outcome), drawn by Recharts. */
export function TrendBarChart({ label, rows, xKey, series, stacked }: TrendChartProps) {
  return (
    <Frame label={label}>
      <BarChart data={[...rows]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={xKey} tickFormatter={xKey === 'day' ? shortDay : undefined} minTickGap={16} />
        <YAxis allowDecimals={false} />
        <Tooltip />
        {series.length > 1 && <Legend />}
        {series.map((one) => (
          <Bar
            key={one.key}
            dataKey={one.key}
            name={one.label}
            fill={tokenColor(one.color)}
            stackId={stacked ? 'total' : undefined}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Frame>
  );
}

/** Lines over time (e.g. the funnel's stages), drawn by Recharts. */
export function TrendLineChart({ label, rows, xKey, series }: TrendChartProps) {
  return (
    <Frame label={label}>
      <LineChart data={[...rows]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={xKey} tickFormatter={xKey === 'day' ? shortDay : undefined} minTickGap={16} />
        <YAxis allowDecimals={false} />
        <Tooltip />
        {series.length > 1 && <Legend />}
        {series.map((one) => (
          <Line
            key={one.key}
            dataKey={one.key}
            name={one.label}
            stroke={tokenColor(one.color)}
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </Frame>
  );
}
