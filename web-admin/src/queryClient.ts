import { QueryClient } from '@tanstack/react-query';

/**
 * react-admin's query client (its default is a plain `new QueryClient()`), except that the session
 * check and the access checks are not run again each time a component asking them mounts. The auth
 * provider asks the server once per page load (`authProvider.ts`), so a new run only answered the same
 * thing; but it flipped `isFetching` on every observer of that check, and react-admin observes the
 * session check at the top of the app (CoreAdminRoutes): the whole layout (app bar, menu, page) rendered
 * twice more whenever a page such as the tools list mounted. react-admin already keeps the identity and
 * the permissions this way (5 minutes). A logout clears the client; a 401 leaves the page.
 */
export function createAdminQueryClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryDefaults(['auth', 'checkAuth'], { staleTime: Infinity });
  client.setQueryDefaults(['auth', 'canAccess'], { staleTime: Infinity });
  return client;
}

export const adminQueryClient = createAdminQueryClient();
