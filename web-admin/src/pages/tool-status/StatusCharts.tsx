import { LineChart } from '@mui/x-charts/LineChart';
import { DESIGN_TOKENS, type StatusHistory } from '@contracts';

const { color } = DESIGN_TOKENS;

/** Every check of the last 24 hours: its response time (a gap where the tool was down). */
export const DayResponseChart = ({ samples, label, locale }: { samples: StatusHistory['day']['samples']; label: string; locale: string }) => (
  <LineChart
    height={220}
    xAxis={[{ scaleType: 'time', data: samples.map((sample) => new Date(sample.at)), valueFormatter: (at: Date) => at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }) }]}
    yAxis={[{ min: 0, label: 'ms' }]}
    series={[{ data: samples.map((sample) => (sample.up ? sample.responseMs : null)), label, color: color.link, showMark: samples.length < 60, connectNulls: false }]}
    hideLegend
    margin={{ left: 8, right: 16 }}
  />
);

/** The last 30 days, hour by hour: the average response time of the hour's successful checks. */
export const MonthResponseChart = ({ hours, label, locale }: { hours: StatusHistory['month']['hours']; label: string; locale: string }) => (
  <LineChart
    height={220}
    xAxis={[{ scaleType: 'time', data: hours.map((hour) => new Date(hour.at)), valueFormatter: (at: Date) => at.toLocaleDateString(locale, { month: '2-digit', day: '2-digit' }) }]}
    yAxis={[{ min: 0, label: 'ms' }]}
    series={[{ data: hours.map((hour) => hour.averageMs), label, color: color.brand, showMark: hours.length < 48, connectNulls: false }]}
    hideLegend
    margin={{ left: 8, right: 16 }}
  />
);
