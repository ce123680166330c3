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

/** react-admin's app bar with the way back to the employee front and the language switcher. */
export const PortalAppBar = () => {
  const translate = useTranslate();
  return (
  <AppBar
    userMenu={<PortalUserMenu />}
    toolbar={
      <>
        <BackToPortalButton />
        <LocalesMenuButton />
        <LoadingIndicator aria-label={translate('ra.page.loading')} />
      </>
    }
  />
  );
};
