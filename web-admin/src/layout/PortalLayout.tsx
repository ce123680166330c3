import { memo, useEffect, type ReactNode } from 'react';
import { Layout, useTranslate } from 'react-admin';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';

// react-admin renders the layout again whenever the app above it renders: at boot, three times as it
// registers its resources and the permissions settle. The app bar and the menu take no props from the
// layout, so they render again only when their own state changes (the person, the access checks, the
// language, the current page), not with each of those.
const AppBar = memo(PortalAppBar);
const Menu = memo(PortalMenu);

export const PortalLayout = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  // The tab title follows the interface language like the rest of the screen.
  useEffect(() => {
    document.title = translate('portal.app.title');
  }, [translate]);
  return (
    <Layout appBar={AppBar} menu={Menu}>
      {children}
    </Layout>
  );
};
