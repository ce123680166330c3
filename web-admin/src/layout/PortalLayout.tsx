import { useEffect, type ReactNode } from 'react';
import { Layout, useTranslate } from 'react-admin';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';

export const PortalLayout = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  // The tab title follows the interface language like the rest of the screen.
  useEffect(() => {
    document.title = translate('portal.app.title');
  }, [translate]);
  return (
    <Layout appBar={PortalAppBar} menu={PortalMenu}>
      {children}
    </Layout>
  );
};
