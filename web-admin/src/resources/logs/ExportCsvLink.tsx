import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { EXPORT_URLS } from '../../api/referenceDataMethods';

/**
 * "Export as CSV" (spec section 2): a plain download link, so the browser saves the server's
 * file (`;` delimiter, timestamped name) with the list's current sort and filter.
 */
export const ExportCsvLink = () => {
  const translate = useTranslate();
  const { sort, filterValues } = useListContext();
  const query = new URLSearchParams({
    sort: JSON.stringify([sort.field, sort.order]),
    filter: JSON.stringify(filterValues ?? {}),
  });
  return (
    <Button component="a" href={`${EXPORT_URLS.logs}?${query}`} download startIcon={<DownloadIcon />} size="small">
      {translate('portal.logs.export_csv')}
    </Button>
  );
};
