import { useState } from 'react';
import { IconButton, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TableSortLabel, Tooltip, Typography } from '@mui/material';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Link, useBasename, useLocaleState, useTranslate } from 'react-admin';
import { LIMITS, toLanguage, type ValidationView } from '@contracts';
import { RelativeDate } from '../../components/RelativeDate';
import { SECONDARY_COLUMN } from '../../components/secondaryColumn';
import { ValidationActions } from './ValidationActions';
import { DEFAULT_VALIDATION_SORT, sortValidations, validationName, validationTitle, validationUrls, type ValidationSort, type ValidationSortField } from './validationRows';

type SortableHeaderProps = { field: ValidationSortField; sort: ValidationSort; onSort: (sort: ValidationSort) => void; label: string; className?: string };

const SortableHeader = ({ field, sort, onSort, label, className }: SortableHeaderProps) => (
  <TableCell className={className} sortDirection={sort.field === field ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
    <TableSortLabel
      active={sort.field === field}
      direction={sort.field === field && sort.order === 'DESC' ? 'desc' : 'asc'}
      onClick={() => onSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' })}
    >
      {label}
    </TableSortLabel>
  </TableCell>
);

/** The approval table (spec section 2): name, url, updated, view and actions; 50 a page, sorted on the client. */
export const ValidationTable = ({ validations, onRejected }: { validations: ValidationView[]; onRejected: (mail: string | null) => void }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const language = toLanguage(locale);
  const [sort, setSort] = useState<ValidationSort>(DEFAULT_VALIDATION_SORT);
  const [page, setPage] = useState(0);
  const rows = sortValidations(validations, sort, language).slice(page * LIMITS.tablePageSize, (page + 1) * LIMITS.tablePageSize);
  const viewLabel = translate('portal.validations.view');

  return (
    <>
      <Table size="small" aria-label={translate('portal.validations.title')}>
        <TableHead>
          <TableRow>
            <SortableHeader field="name" sort={sort} onSort={setSort} label={translate('portal.validations.fields.name')} />
            <TableCell className={SECONDARY_COLUMN}>{translate('portal.validations.fields.url')}</TableCell>
            <SortableHeader field="updated_time" sort={sort} onSort={setSort} label={translate('portal.validations.fields.updated_time')} className={SECONDARY_COLUMN} />
            <TableCell>{translate('portal.validations.fields.view')}</TableCell>
            <TableCell>{translate('portal.validations.fields.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((validation) => (
            <TableRow key={validation._id}>
              <TableCell>
                <Tooltip title={validationTitle(validation, language)} describeChild>
                  <span>{validationName(validation, language)}</span>
                </Tooltip>
              </TableCell>
              {/* One line per url, cut with an ellipsis (never broken at its "?"); the whole url on hover. */}
              <TableCell className={SECONDARY_COLUMN} sx={{ maxWidth: 360 }}>
                {validationUrls(validation).map((line) => (
                  <Typography key={line} variant="body2" noWrap title={line}>
                    {line}
                  </Typography>
                ))}
              </TableCell>
              <TableCell className={SECONDARY_COLUMN}>
                <Stack>
                  <RelativeDate value={validation.updated_time} />
                  <Typography variant="caption" color="text.secondary">
                    {translate('portal.validations.by', { editor: validation.edited_by?.fullname ?? '' })}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell>
                <Tooltip title={viewLabel}>
                  <IconButton component={Link} to={`${basename}/validations/infos-edit-tool/${validation.app._id}/${validation._id}`} aria-label={viewLabel} size="small">
                    <InfoIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
              <TableCell>
                <ValidationActions validation={validation} onRejected={onRejected} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {validations.length > LIMITS.tablePageSize && (
        <TablePagination
          component="div"
          count={validations.length}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={LIMITS.tablePageSize}
          rowsPerPageOptions={[LIMITS.tablePageSize]}
        />
      )}
    </>
  );
};
