import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { DESIGN_TOKENS } from '@contracts';

const { color } = DESIGN_TOKENS;

/** Opens per day over the window: the design tokens' link blue on the back-office theme's axes. */
export const OpensPerDayChart = ({ days, label, height = 260 }: { days: { day: string; opens: number }[]; label: string; height?: number }) => (
  <LineChart
    height={height}
    xAxis={[{ scaleType: 'point', data: days.map((entry) => entry.day), valueFormatter: (day: string) => day.slice(5), tickMinStep: 7 }]}
    yAxis={[{ min: 0, tickMinStep: 1 }]}
    series={[{ data: days.map((entry) => entry.opens), label, color: color.link, showMark: false, area: true }]}
    hideLegend
    margin={{ left: 8, right: 16 }}
  />
);

/** A horizontal bar per entry (subsidiaries, languages), most opens on top. */
export const OpensBarChart = ({ entries, label }: { entries: { name: string; opens: number }[]; label: string }) => (
  <BarChart
    height={Math.max(120, 36 * entries.length + 48)}
    layout="horizontal"
    yAxis={[{ scaleType: 'band', data: entries.map((entry) => entry.name), width: 120 }]}
    xAxis={[{ min: 0, tickMinStep: 1 }]}
    series={[{ data: entries.map((entry) => entry.opens), label, color: color.brand }]}
    hideLegend
  />
);
