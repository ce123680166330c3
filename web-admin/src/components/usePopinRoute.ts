import { useCallback } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useCreatePath } from 'react-admin';

/**
 * The popin routes of a list page (`/<resource>/<pattern>`), read from the location: the list
 * stays mounted under its popins, as the spec's popins open over their list.
 */
export function usePopinRoute(resource: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const listPath = createPath({ resource, type: 'list' });

  const match = useCallback(
    (pattern: string) => {
      // The location keeps the router's basename out; match the end of the path only.
      const found = matchPath({ path: `${listPath}/${pattern}`, end: true }, location.pathname);
      return found?.params;
    },
    [listPath, location.pathname],
  );
  const close = useCallback(() => navigate(listPath), [navigate, listPath]);
  const pathOf = useCallback((suffix: string) => `${listPath}/${suffix}`, [listPath]);
  return { match, close, pathOf, listPath };
}
