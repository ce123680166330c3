import HomeIcon from '@mui/icons-material/Home';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FRONT_PAGES } from '../navigation';

/** A plain link: the front is another app, outside the back-office router. */
export const BackToPortalButton = () => {
  const translate = useTranslate();
  const label = translate('portal.app.back_to_portal');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component="a" href={FRONT_PAGES.home} aria-label={label}>
        <HomeIcon />
      </IconButton>
    </Tooltip>
  );
};
