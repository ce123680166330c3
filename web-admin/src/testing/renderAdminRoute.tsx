import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
} from 'react-admin';
import type { AdminPermissions } from '../authProvider';

export function authProviderFor(permissions: Partial<AdminPermissions> = { isAdministrator: true }): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
    canAccess: async ({ action }) => permissions.isAdministrator === true || action !== 'delete',
  };
}

interface RenderOptions {
  i18nProvider: I18nProvider;
  // Test doubles of the data layer: vi.fn() mocks of its methods, typed loosely as the tests need.
  dataProvider: Record<string, unknown>;
  /** The path opened, e.g. /subsidiaries/add */
  path: string;
  resource?: string;
  authProvider?: AuthProvider;
}

/** Renders one page of the back-office at a path, with react-admin's contexts and notices, as the app does. */
export function renderAdminRoute(page: ReactElement, options: RenderOptions) {
  const dataProvider = testDataProvider(options.dataProvider as unknown as Partial<DataProvider>);
  const element = options.resource ? (
    <ResourceContextProvider value={options.resource}>{page}</ResourceContextProvider>
  ) : (
    page
  );
  render(
    <MemoryRouter initialEntries={[options.path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={options.authProvider ?? authProviderFor()}
        i18nProvider={options.i18nProvider}
      >
        <Routes>
          <Route path="/*" element={element} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { dataProvider };
}
