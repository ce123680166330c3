import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button as MuiButton } from '@mui/material';
import { Button, Link, TopToolbar, useTranslate } from 'react-admin';
import { EXPORT_URLS } from '../../api/referenceDataMethods';
import { PopinLinkButton } from '../../components/PopinLinkButton';

/** The categories table's links (spec section 2): JSON export, import and add. */
export const CategoryListActions = ({ pathOf }: { pathOf: (suffix: string) => string }) => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <MuiButton component="a" href={EXPORT_URLS.categories} download size="small" startIcon={<DownloadIcon />}>
        {translate('portal.categories.export_json')}
      </MuiButton>
      <Button component={Link} to={pathOf('import')} label="portal.categories.import">
        <UploadFileIcon />
      </Button>
      <PopinLinkButton to={pathOf('add')} label="ra.action.add" kind="add" />
    </TopToolbar>
  );
};
