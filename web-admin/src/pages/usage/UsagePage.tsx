import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useLocaleState, usePermissions, useRequireAccess, useTranslate } from 'react-admin';
import { formatDisplayDate, pickTranslation, toLanguage, type UsageReport } from '@contracts';
import type { AdminPermissions } from '../../authProvider';
import type { PortalDataProvider } from '../../dataProvider';
import { ReportPage } from '../../components/ReportPage';
import { ReportSection, ReportTable } from '../../components/ReportSection';
import { useCategories, useSubsidiaryOptions } from '../../resources/tools';
import { OpensBarChart, OpensPerDayChart } from './UsageCharts';
import { usageExportUrl, type UsageFilterValues } from '../../api/usageMethods';

const USAGE_ACCESS = { resource: 'usage', action: 'list' };


/** The category and subsidiary filters; a sub-administrator's scope is their subsidiary, so they only pick a category. */
const UsageFilters = ({ value, onChange }: { value: UsageFilterValues; onChange: (next: UsageFilterValues) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<AdminPermissions>();
  const categories = useCategories();
  const subsidiaries = useSubsidiaryOptions();
  const select = (name: keyof UsageFilterValues, label: string, options: { id: string; name: string }[]) => (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value[name] ?? ''}
      onChange={(event) => onChange({ ...value, [name]: event.target.value || undefined })}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{translate('portal.usage.filter.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const categoryOptions = (categories.data ?? []).map((category) => ({ id: category.id, name: pickTranslation(category.name, toLanguage(locale)) }));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      {select('category', 'portal.usage.filter.category', categoryOptions)}
      {permissions?.isAdministrator && select('subsidiary', 'portal.usage.filter.subsidiary', subsidiaries)}
    </Box>
  );
};

const UsageFigures = ({ report }: { report: UsageReport }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = (value: number) => value.toLocaleString(locale);
  // The days are UTC days: written as the lists write dates, in the interface language.
  const day = (value: string) => formatDisplayDate(value, toLanguage(locale), { timeZone: 'UTC' });
  const subsidiaries = report.bySubsidiary.map((entry) => ({ name: entry.id ? entry.name : translate('portal.usage.no_subsidiary'), opens: entry.opens }));
  const languages = report.byLanguage.map((entry) => ({ name: translate(`portal.usage.language.${entry.language}`, { _: entry.language }), opens: entry.opens }));
  return (
    <>
      <ReportSection title={translate('portal.usage.per_day')}>
        <Typography variant="body2" color="text.secondary">
          {translate('portal.usage.summary', { total: number(report.total), tools: number(report.tools) })} · {translate('portal.usage.period', { from: day(report.from), to: day(report.to) })}
        </Typography>
        {report.total === 0 ? (
          <Typography sx={{ py: 2 }}>{translate('portal.usage.empty')}</Typography>
        ) : (
          <OpensPerDayChart days={report.days} label={translate('portal.usage.opens')} />
        )}
      </ReportSection>
      {report.total > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ReportSection title={translate('portal.usage.top')}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('portal.usage.tool')}</TableCell>
                  <TableCell align="right">{translate('portal.usage.opens')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.top.map((tool) => (
                  <TableRow key={tool.id}>
                    <TableCell>{tool.title}</TableCell>
                    <TableCell align="right">{number(tool.opens)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ReportSection>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <ReportSection title={translate('portal.usage.by_subsidiary')}>
              <OpensBarChart entries={subsidiaries} label={translate('portal.usage.opens')} />
            </ReportSection>
            <ReportSection title={translate('portal.usage.by_language')}>
              <OpensBarChart entries={languages} label={translate('portal.usage.opens')} />
            </ReportSection>
          </Box>
        </Box>
      )}
      <ReportSection title={translate('portal.usage.idle')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('portal.usage.idle_count', { smart_count: report.idleCount })}
          {report.idleCount > report.idle.length ? ` · ${translate('portal.usage.idle_more', { shown: report.idle.length })}` : ''}
        </Typography>
        <ReportTable
          headers={[translate('portal.usage.tool'), translate('portal.usage.managers')]}
          rows={report.idleCount === 0 ? [] : report.idle}
          keyOf={(tool) => tool.id}
          cells={(tool) => [tool.title, tool.managers.length ? tool.managers.join(', ') : translate('portal.usage.no_managers')]}
          empty={translate('portal.usage.idle_none')}
        />
      </ReportSection>
    </>
  );
};

/** /admin/usage: opens of tools over the last 90 days, for administrators and (their subsidiary's tools) sub-administrators. */
export const UsagePage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = toLanguage(locale);
  const access = useRequireAccess(USAGE_ACCESS);
  const { canAccess } = useCanAccess(USAGE_ACCESS);
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [filters, setFilters] = useState<UsageFilterValues>({});
  const usage = useQuery({
    queryKey: ['usage', filters, language],
    enabled: canAccess === true,
    // One retry for a blip; then the error and its "Try again" button.
    retry: 1,
    queryFn: async () => (await dataProvider.getUsage(filters, language)).data,
  });

  return (
    <ReportPage
      messages="portal.usage"
      report={usage}
      waiting={access.isPending}
      retry
      header={
        // The export sits beside the filters it follows, not alone at the far end of the row.
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <UsageFilters value={filters} onChange={setFilters} />
          <Button component="a" href={usageExportUrl(filters, language)} download startIcon={<DownloadIcon />} size="small">
            {translate('portal.usage.export')}
          </Button>
        </Box>
      }
    >
      {(report) => <UsageFigures report={report} />}
    </ReportPage>
  );
};
