import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  AdminContext,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  testDataProvider,
  type AuthProvider,
  type I18nProvider,
} from 'react-admin';
import type { Role } from '@contracts';
import type { AdminPermissions } from '../authProvider';
import { createI18nProvider } from '../i18nProvider';

let english: I18nProvider | undefined;

/** The English i18n provider, made once for a test file. */
export async function englishI18n(): Promise<I18nProvider> {
  english ??= await createI18nProvider('en');
  return english;
}

type RoleFlags = Omit<AdminPermissions, 'caller'>;

export const ADMINISTRATOR: RoleFlags = { isAdministrator: true, isSubAdmin: false, hasValidationsAccess: true };
export const SUB_ADMINISTRATOR: RoleFlags = { isAdministrator: false, isSubAdmin: true, hasValidationsAccess: false };

/** The permissions the auth provider would give, the shared rules' caller made from the flags and the identity. */
function permissionsOf(flags: RoleFlags, identity: Record<string, unknown>): AdminPermissions {
  const roles: Role[] = ['user'];
  if (flags.isAdministrator) roles.push('administrator');
  if (flags.isSubAdmin) roles.push('sub_admin');
  if (flags.hasValidationsAccess) roles.push('validator');
  const subsidiary = identity.subsidiary as { _id: string } | null | undefined;
  return { ...flags, caller: { userId: String(identity.id ?? 'me'), roles, subsidiaryId: subsidiary?._id ?? null } };
}

/** Signed in with these roles: every screen is open, and only an administrator may delete. */
export function authAs(flags: RoleFlags, identity: Record<string, unknown> = {}): AuthProvider {
  const permissions = permissionsOf(flags, identity);
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
    getIdentity: async () => ({ id: 'me', fullName: 'Alice Martin', ...identity }),
    canAccess: async ({ action }) => flags.isAdministrator || action !== 'delete',
  };
}

interface RenderOptions {
  i18nProvider: I18nProvider;
  /** Test doubles of the data layer's methods (vi.fn() mocks, typed loosely as the tests need). */
  methods: Record<string, unknown>;
  auth?: AuthProvider;
  /** The address opened, e.g. /subsidiaries/add; without it the screen has react-admin's own router. */
  path?: string;
  /** The resource of a list page, as its <Resource> would give it. */
  resource?: string;
}

/** Renders a screen inside react-admin's contexts, with its notices and the test double of the data layer. */
export function renderAdmin(ui: ReactNode, { methods, auth = authAs(ADMINISTRATOR), i18nProvider, path, resource }: RenderOptions) {
  const dataProvider = testDataProvider(methods as never);
  const admin = (
    <AdminContext dataProvider={dataProvider} authProvider={auth} i18nProvider={i18nProvider}>
      {resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}
      <Notification />
    </AdminContext>
  );
  return render(path ? <TestMemoryRouter initialEntries={[path]}>{admin}</TestMemoryRouter> : admin);
}
