import { Chip, Skeleton } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import { useBasename, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDisplayDate, pickTranslation, showsNewLabel, toLanguage, type AdminToolRecord } from '@contracts';
import { cutText } from '../../components/cutText';
import { formatRelativeDay } from '../../components/relativeDay';
import { entryOf, isPersonValue } from '../../components/directory/directoryLabels';
import { ToolEditLink, ToolStatusLink } from './ToolEditLink';
import { useToolNames } from './ToolNamesContext';

/**
 * What the Datagrid reads from a column's element for its header, sort and column chooser. The cells
 * below are plain elements under the Datagrid's own cell, with no Typography, Stack or Tooltip
 * component each: their tooltips are `data-tooltip` attributes shown by the list's one SharedTooltipArea.
 */
export interface ToolColumnProps {
  source: string;
  label: string;
  sortBy?: string;
  sortable?: boolean;
  textAlign?: 'left' | 'right';
}

/**
 * The tool's name in the interface language, cut to 18 characters. A cut name shows the whole one on
 * hover and on keyboard focus; screen readers read the whole name rather than the cut one.
 */
export const ToolNameField = (_column: ToolColumnProps) => {
  const tool = useRecordContext<AdminToolRecord>();
  const [locale] = useLocaleState();
  if (!tool) return null;
  const name = pickTranslation(tool.title, toLanguage(locale));
  const cut = cutText(name);
  if (cut === name) return <span style={{ whiteSpace: 'nowrap' }}>{name}</span>;
  return (
    <span style={{ whiteSpace: 'nowrap' }} tabIndex={0} data-testid="tool-name-cut" data-tooltip={name}>
      <span aria-hidden="true">{cut}</span>
      <span style={visuallyHidden}>{name}</span>
    </span>
  );
};

/** A date as today / yesterday / 2 days / 3 days / local date, the full date and time on hover. */
export const ToolDateField = ({ source }: ToolColumnProps & { source: 'updated_time' | 'created_time' }) => {
  const tool = useRecordContext<AdminToolRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const value = tool?.[source];
  if (!value) return null;
  return <span data-tooltip={formatDisplayDate(value, toLanguage(locale), { withTime: true })}>{formatRelativeDay(value, translate, locale)}</span>;
};

export const ToolCategoriesField = ({ names }: ToolColumnProps & { names: Map<string, string> }) => {
  const tool = useRecordContext<AdminToolRecord>();
  if (!tool) return null;
  return <span>{tool.categories.map((id) => names.get(id)).filter(Boolean).join(', ')}</span>;
};

export const ToolSubsidiaryField = ({ names }: ToolColumnProps & { names: Map<string, string> }) => {
  const tool = useRecordContext<AdminToolRecord>();
  if (!tool?.subsidiaryId) return null;
  return <span>{names.get(tool.subsidiaryId) ?? ''}</span>;
};

const PEOPLE_SHOWN = 3;

/** Managers, or viewers: "Everyone" for a public tool, the subsidiary's people for a subsidiary tool. */
export const ToolPeopleField = ({ source, subsidiaries }: ToolColumnProps & { source: 'managers' | 'users'; subsidiaries?: Map<string, string> }) => {
  const tool = useRecordContext<AdminToolRecord>();
  const translate = useTranslate();
  const { entries: names, isPending } = useToolNames();
  if (!tool) return null;
  const values = tool[source];
  if (source === 'users' && values.includes('all')) {
    const subsidiary = tool.subsidiaryId ? subsidiaries?.get(tool.subsidiaryId) : undefined;
    return <span>{subsidiary ? translate('portal.tools.viewers.subsidiary', { name: subsidiary }) : translate('portal.tools.viewers.all')}</span>;
  }
  if (isPending && values.some((value) => value !== 'all' && isPersonValue(value))) return <Skeleton variant="text" width={80} />;
  const labels = values.map((value) => (names.get(value) ?? entryOf(value)).label);
  if (labels.length <= PEOPLE_SHOWN) return <span>{labels.join(', ')}</span>;
  // A long list (a dozen directory groups) would stretch the row: the first few, the rest on hover.
  return (
    <span data-tooltip={labels.join(', ')}>
      {labels.slice(0, PEOPLE_SHOWN).join(', ')} +{labels.length - PEOPLE_SHOWN}
    </span>
  );
};

/** New or awaiting-approval label, the way to the edit popin (info instead of edit while it waits) and to the Status page. */
export const ToolStateField = ({ onOpen, onOpenStatus }: ToolColumnProps & { onOpen: (id: string, path: string) => void; onOpenStatus: (id: string) => void }) => {
  const tool = useRecordContext<AdminToolRecord>();
  const translate = useTranslate();
  const basename = useBasename();
  if (!tool) return null;
  const pending = tool.has_pending_validation;
  const label = translate(pending ? 'portal.tools.state.see' : 'ra.action.edit');
  const path = `${basename}/edit-tool/${tool.id}`;
  return (
    // Laid out by the list's `.tool-state` class, styled once for all rows.
    <div className="tool-state">
      {pending ? (
        // A short label keeps the column narrow in every language; the full state on hover.
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          icon={<HourglassIcon />}
          label={translate('portal.tools.state.pending_short')}
          data-tooltip={translate('portal.tools.state.pending')}
        />
      ) : showsNewLabel(tool) ? (
        <Chip size="small" color="success" label={translate('portal.tools.state.new')} />
      ) : null}
      <ToolEditLink path={path} label={label} pending={pending} onOpen={() => onOpen(String(tool.id), path)} />
      <ToolStatusLink path={`${basename}/tools/${tool.id}/status`} label={translate('portal.tool_status.link')} onOpen={() => onOpenStatus(String(tool.id))} />
    </div>
  );
};
