import { memo, useEffect, type ReactNode } from 'react';
import type { Theme } from '@mui/material';
import { Layout, useTranslate } from 'react-admin';
import { SECONDARY_COLUMN } from '../components/secondaryColumn';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';

// react-admin renders the layout again whenever the app above it renders: at boot, three times as it
// registers its resources and the permissions settle. The app bar and the menu take no props from the
// layout, so they render again only when their own state changes (the person, the access checks, the
// language, the current page), not with each of those.
const AppBar = memo(PortalAppBar);
const Menu = memo(PortalMenu);

/**
 * The page never scrolls sideways, down to a 390 px phone: the layout and its content column may
 * shrink below their widest table (a flex item's minimum is otherwise its content), and a table still
 * wider than the screen scrolls inside its own frame. Each list also drops secondary columns on a phone.
 */
const fitsTheScreen = (theme: Theme) => ({
  // react-admin's layout is at least as wide as its content ('fit-content'): a phone's width holds it.
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper, & .portal-table-frame': { overflowX: 'auto' },
  [theme.breakpoints.down('sm')]: { [`& .${SECONDARY_COLUMN}`]: { display: 'none' } },
});

export const PortalLayout = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  // The tab title follows the interface language like the rest of the screen.
  useEffect(() => {
    document.title = translate('portal.app.title');
  }, [translate]);
  return (
    <Layout appBar={AppBar} menu={Menu} sx={fitsTheScreen}>
      {children}
    </Layout>
  );
};
