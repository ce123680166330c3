import { lazy } from 'react';
import { Admin, CustomRoutes, Resource, type I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { preloadedLazy } from './components/preloadedLazy';
import { toolsHomeCode } from './boot/toolsHomeCode';
import { PortalLayout } from './layout/PortalLayout';
import { portalTheme } from './layout/portalTheme';
import { ADMIN_BASENAME } from './navigation';
import { adminQueryClient } from './queryClient';
import { AccessDeniedRedirect } from './pages/AccessDeniedRedirect';
import { NotFoundPage } from './pages/NotFoundPage';
import { adminStore } from './store';
import announcements from './resources/announcements';
import categories from './resources/categories';
import defaultTools from './resources/default_tools';
import logs from './resources/logs';
import subsidiaries from './resources/subsidiaries';
import users from './resources/users';
import apiTokens from './resources/api_tokens';

// Pages load on demand: the rich-text editor alone outweighs the rest of a page.
const FooterPage = lazy(() =>
  import('./pages/footer/FooterPage').then((module) => ({ default: module.FooterPage })),
);

const ConfigPage = lazy(() =>
  import('./pages/config/ConfigPage').then((module) => ({ default: module.ConfigPage })),
);
// The home (tool list) and its form popins are fetched as the app starts (on the home, before the
// app's own code runs: boot/toolsHomeCode), alongside the user call, rather than one after the other
// once the route renders: the list shows sooner after a reload, and the edit popin opens on its 1.2 s
// delay instead of after its code has loaded too. Once its code is there the home renders at once,
// without a Suspense fallback first (`preloadedLazy`).
export const ToolsHome = preloadedLazy(toolsHomeCode);
void import('./resources/tools/form/ToolEditPopin');
const ValidationsPage = lazy(() => import('./resources/validations').then((module) => ({ default: module.ValidationsPage })));

const ImportPage = lazy(() =>
  import('./pages/import/ImportPage').then((module) => ({ default: module.ImportPage })),
);

const JobsPage = lazy(() => import('./pages/jobs/JobsPage').then((module) => ({ default: module.JobsPage })));
// Its charts library loads with this page only.
const UsagePage = lazy(() => import('./pages/usage/UsagePage').then((module) => ({ default: module.UsagePage })));
const ApiReferencePage = lazy(() => import('./pages/api-reference/ApiReferencePage').then((module) => ({ default: module.ApiReferencePage })));
// A tool's Status page, its charts included, loads when opened.
const ToolStatusPage = lazy(() => import('./pages/tool-status').then((module) => ({ default: module.ToolStatusPage })));

/**
 * Assembles the providers, the layout and the routes. Resources (tools, categories, users…)
 * will be added as <Resource> children; administrators' pages as custom routes.
 */
export const App = ({ i18nProvider }: { i18nProvider: I18nProvider }) => {
  return (
    <Admin
      basename={ADMIN_BASENAME}
      title="portal.app.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={adminStore}
      queryClient={adminQueryClient}
      layout={PortalLayout}
      theme={portalTheme}
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
      <Resource {...apiTokens} />
      <Resource {...announcements} />
      <CustomRoutes>
        {/* The tool list is the back-office home; its form popins are routes over it. */}
        <Route path="/" element={<ToolsHome />} />
        <Route path="/add-tool" element={<ToolsHome />} />
        <Route path="/edit-tool/:id" element={<ToolsHome />} />
        {/* The approvals and their popins over them (/validations/add/:id…). */}
        <Route path="/validations/*" element={<ValidationsPage />} />
        <Route path="/footer" element={<FooterPage />} />
        <Route path="/config" element={<ConfigPage />} />
        <Route path="/import-config" element={<ImportPage />} />
        <Route path="/jobs" element={<JobsPage />} />
        <Route path="/usage" element={<UsagePage />} />
        <Route path="/api-reference" element={<ApiReferencePage />} />
        <Route path="/tools/:id/status" element={<ToolStatusPage />} />
      </CustomRoutes>
    </Admin>
  );
};
