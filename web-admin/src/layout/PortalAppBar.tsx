import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { BackToPortalButton } from './BackToPortalButton';

/**
 * The person's menu, named by the name it shows: react-admin's own would be "Profile" over the
 * visible "Alice Martin", a name that does not contain the visible text (WCAG 2.5.3).
 */
const PortalUserMenu = () => {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName || 'ra.auth.user_menu'} />;
};

/**
 * On a phone the page's title needs the room: the language button keeps its icons and drops its
 * visible name (still its accessible name), and the title is a size smaller, so "Configuration" or
 * "Directory import" is read whole at 390 px.
 */
const phoneCompactLanguage = {
  '@media (max-width: 599.95px)': { '& .MuiButton-root': { fontSize: 0, minWidth: 0 } },
};

const phoneTitle = { '@media (max-width: 599.95px)': { '& #react-admin-title': { fontSize: '1.05rem' } } };

/** react-admin's app bar with the way back to the employee front and the language switcher. */
export const PortalAppBar = () => {
  const translate = useTranslate();
  return (
  <AppBar
    sx={phoneTitle}
    userMenu={<PortalUserMenu />}
    toolbar={
      <>
        <BackToPortalButton />
        <Box component="span" sx={phoneCompactLanguage}>
          <LocalesMenuButton />
        </Box>
        <LoadingIndicator aria-label={translate('ra.page.loading')} />
      </>
    }
  />
  );
};
