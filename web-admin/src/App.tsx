import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { useI18nProvider } from './i18nProvider';
import { PortalLayout } from './layout/PortalLayout';
import { ADMIN_BASENAME } from './navigation';
import { AccessDeniedRedirect } from './pages/AccessDeniedRedirect';
import { NotFoundPage } from './pages/NotFoundPage';
import { createAdminStore } from './store';
import categories from './resources/categories';
import defaultTools from './resources/default_tools';
import logs from './resources/logs';
import subsidiaries from './resources/subsidiaries';
import users from './resources/users';

// Pages load on demand: the rich-text editor alone outweighs the rest of a page.
const FooterPage = lazy(() =>
  import('./pages/footer/FooterPage').then((module) => ({ default: module.FooterPage })),
);

const ConfigPage = lazy(() =>
  import('./pages/config/ConfigPage').then((module) => ({ default: module.ConfigPage })),
);

const ImportPage = lazy(() =>
  import('./pages/import/ImportPage').then((module) => ({ default: module.ImportPage })),
);

const store = createAdminStore();

/**
 * Assembles the providers, the layout and the routes. Resources (tools, categories, users…)
 * will be added as <Resource> children; administrators' pages as custom routes.
 */
export const App = () => {
  const i18nProvider = useI18nProvider();
  if (!i18nProvider) return null;

  return (
    <Admin
      basename={ADMIN_BASENAME}
      title="portal.app.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={PortalLayout}
      catchAll={NotFoundPage}
      accessDenied={AccessDeniedRedirect}
      // Sign-in happens at the single sign-on provider, with the session shared with the front.
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <Resource {...subsidiaries} />
      <Resource {...logs} />
      <Resource {...categories} />
      <Resource {...users} />
      <Resource {...defaultTools} />
      <CustomRoutes>
        <Route path="/footer" element={<FooterPage />} />
        <Route path="/config" element={<ConfigPage />} />
        <Route path="/import-config" element={<ImportPage />} />
      </CustomRoutes>
    </Admin>
  );
};
