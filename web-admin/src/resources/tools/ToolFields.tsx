import { Chip, Skeleton, Stack, Tooltip } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import EditIcon from '@mui/icons-material/Edit';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import { IconButton } from '@mui/material';
import { Link, useBasename, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { pickTranslation, showsNewLabel, toLanguage, type AdminToolRecord } from '@contracts';
import { cutText } from '../../components/cutText';
import { entryOf, isPersonValue } from '../../components/directory/directoryLabels';
import { useToolNames } from './ToolNamesContext';

/**
 * The tool's name in the interface language, cut to 18 characters. A cut name shows the whole one on
 * hover and on keyboard focus; screen readers read the whole name rather than the cut one.
 */
export const ToolNameField = () => {
  const tool = useRecordContext<AdminToolRecord>();
  const [locale] = useLocaleState();
  if (!tool) return null;
  const name = pickTranslation(tool.title, toLanguage(locale));
  const cut = cutText(name);
  if (cut === name) return <span style={{ whiteSpace: 'nowrap' }}>{name}</span>;
  return (
    <Tooltip title={name} describeChild>
      <span style={{ whiteSpace: 'nowrap' }} tabIndex={0} data-testid="tool-name-cut">
        <span aria-hidden="true">{cut}</span>
        <span style={visuallyHidden}>{name}</span>
      </span>
    </Tooltip>
  );
};

export const ToolCategoriesField = ({ names }: { names: Map<string, string> }) => {
  const tool = useRecordContext<AdminToolRecord>();
  if (!tool) return null;
  return <span>{tool.categories.map((id) => names.get(id)).filter(Boolean).join(', ')}</span>;
};

export const ToolSubsidiaryField = ({ names }: { names: Map<string, string> }) => {
  const tool = useRecordContext<AdminToolRecord>();
  if (!tool?.subsidiaryId) return null;
  return <span>{names.get(tool.subsidiaryId) ?? ''}</span>;
};

const PEOPLE_SHOWN = 3;

/** Managers, or viewers: "Everyone" for a public tool, the subsidiary's people for a subsidiary tool. */
export const ToolPeopleField = ({ source, subsidiaries }: { source: 'managers' | 'users'; subsidiaries?: Map<string, string> }) => {
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
    // describeChild: the whole list describes the cell, whose name stays its visible text (WCAG 2.5.3).
    <Tooltip title={labels.join(', ')} describeChild>
      <span>
        {labels.slice(0, PEOPLE_SHOWN).join(', ')} +{labels.length - PEOPLE_SHOWN}
      </span>
    </Tooltip>
  );
};

/** New or awaiting-approval label, and the way to the edit popin (info instead of edit while it waits). */
export const ToolStateField = ({ onOpen }: { onOpen?: (id: string) => void }) => {
  const tool = useRecordContext<AdminToolRecord>();
  const translate = useTranslate();
  const basename = useBasename();
  if (!tool) return null;
  const pending = tool.has_pending_validation;
  const label = translate(pending ? 'portal.tools.state.see' : 'ra.action.edit');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      {pending ? (
        // A short label keeps the column narrow in every language; the full state on hover.
        <Tooltip title={translate('portal.tools.state.pending')} describeChild>
          <Chip size="small" color="warning" variant="outlined" icon={<HourglassIcon />} label={translate('portal.tools.state.pending_short')} />
        </Tooltip>
      ) : showsNewLabel(tool) ? (
        <Chip size="small" color="success" label={translate('portal.tools.state.new')} />
      ) : null}
      <Tooltip title={label}>
        <IconButton
          component={Link}
          to={`${basename}/edit-tool/${tool.id}`}
          aria-label={label}
          size="small"
          onClick={() => onOpen?.(String(tool.id))}
        >
          {pending ? <InfoIcon fontSize="small" /> : <EditIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
