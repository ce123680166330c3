import { Alert, Box, Chip, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useDataProvider, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDisplayDate, pickTranslation, toLanguage, type AdminToolRecord, type StatusHistory } from '@contracts';
import type { PortalDataProvider } from '../../dataProvider';
import { ReportSection, ReportTable } from '../../components/ReportSection';
import { MaintenanceForm } from './MaintenanceForm';
import { StatusCheckForm } from './StatusCheckForm';
import { DayResponseChart, MonthResponseChart } from './StatusCharts';


const CHIP_COLOURS = { up: 'success', slow: 'warning', down: 'error', maintenance: 'info' } as const;

/** The tool's Status page: its check, maintenance, and the last 24 hours and 30 days (uptime, response times, incidents). */
export const ToolStatusPage = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = toLanguage(locale);
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const key = ['tool-status', id];
  const tool = useGetOne<AdminToolRecord & { id: string }>('tools', { id });
  const history = useQuery({ queryKey: key, queryFn: () => dataProvider.getToolStatus(id).then((answer) => answer.data) });
  const change = useMutation({
    mutationFn: (action: () => Promise<{ data: StatusHistory }>) => action().then((answer) => answer.data),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  const run = (action: () => Promise<{ data: StatusHistory }>) => change.mutateAsync(action);

  if (history.isPending || tool.isPending) return <Loading />;
  if (history.isError || !history.data) return <Alert severity="error">{translate('portal.tool_status.load_error')}</Alert>;
  const data = history.data;
  const title = tool.data ? pickTranslation(tool.data.title as Record<string, string>, language) : '';
  const toolUrl = tool.data ? pickTranslation(tool.data.url as Record<string, string>, language) : '';
  const percent = (value: number | null) => (value === null ? '—' : `${value.toLocaleString(locale)} %`);
  const when = (value: string | null) => (value ? formatDisplayDate(value, language, { withTime: true }) : '—');

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title={translate('portal.tool_status.title', { tool: title })} />
      <Typography variant="h2" component="h1">
        {translate('portal.tool_status.title', { tool: title })}
      </Typography>
      <ReportSection title={translate('portal.tool_status.now')}>
        {data.status ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip color={CHIP_COLOURS[data.status.status]} label={translate(`portal.tool_status.state.${data.status.status}`)} />
            <span>{translate('portal.tool_status.last_check', { date: when(data.status.checkedAt) })}</span>
            {data.status.responseMs !== null && <span>{translate('portal.tool_status.response_time', { ms: data.status.responseMs })}</span>}
          </Box>
        ) : (
          <Typography>{translate(data.check ? 'portal.tool_status.not_yet' : 'portal.tool_status.not_checked')}</Typography>
        )}
      </ReportSection>
      <ReportSection title={translate('portal.tool_status.check.title')}>
        <StatusCheckForm
          key={data.check ? 'on' : 'off'}
          check={data.check}
          toolUrl={toolUrl}
          onSave={(input) => run(() => dataProvider.saveStatusCheck(id, input))}
          onRemove={() => run(() => dataProvider.removeStatusCheck(id))}
        />
      </ReportSection>
      <ReportSection title={translate('portal.tool_status.maintenance.title')}>
        <MaintenanceForm maintenance={data.maintenance} onDeclare={(maintenance) => run(() => dataProvider.declareMaintenance(id, maintenance))} onEnd={() => run(() => dataProvider.endMaintenance(id))} />
      </ReportSection>
      <ReportSection title={translate('portal.tool_status.day.title')}>
        <Typography>{translate('portal.tool_status.uptime', { percent: percent(data.day.uptimePercent), checks: data.day.checks })}</Typography>
        {data.day.samples.length > 0 && <DayResponseChart samples={data.day.samples} label={translate('portal.tool_status.response_axis')} locale={locale} />}
      </ReportSection>
      <ReportSection title={translate('portal.tool_status.month.title')}>
        <Typography>{translate('portal.tool_status.uptime', { percent: percent(data.month.uptimePercent), checks: data.month.checks })}</Typography>
        {data.month.hours.length > 0 && <MonthResponseChart hours={data.month.hours} label={translate('portal.tool_status.response_axis')} locale={locale} />}
      </ReportSection>
      <ReportSection title={translate('portal.tool_status.incidents.title')}>
        <ReportTable
          headers={[translate('portal.tool_status.incidents.started'), translate('portal.tool_status.incidents.ended'), translate('portal.tool_status.incidents.cause')]}
          rows={data.incidents}
          keyOf={(incident) => incident.startedAt}
          cells={(incident) => [
            when(incident.startedAt),
            incident.endedAt ? when(incident.endedAt) : translate('portal.tool_status.incidents.ongoing'),
            translate(`portal.tool_status.reason.${incident.reason}`, { status: incident.httpStatus ?? '', _: incident.reason }),
          ]}
          empty={translate('portal.tool_status.incidents.none')}
        />
      </ReportSection>
    </Box>
  );
};
