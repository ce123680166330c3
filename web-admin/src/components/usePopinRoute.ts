import { useCallback } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useBasename, useCreatePath } from 'react-admin';

/**
 * The back-office's popin routes: a popin is an address under its list's (`/categories/edit/:id`,
 * `/validations/add/:id`), read here from the location, and the list stays drawn under it. The
 * list's page renders each popin when `match` finds its pattern; closing goes back to the list.
 * `listPath` is for a list that is not its resource's own page (the tools list is the home: '').
 */
export function usePopinRoute(resource: string, listPath?: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const basename = useBasename();
  const list = listPath === undefined ? createPath({ resource, type: 'list' }) : `${basename}${listPath}`;

  const match = useCallback(
    (pattern: string) => {
      const found = matchPath({ path: `${list}/${pattern}`, end: true }, location.pathname);
      return found?.params;
    },
    [list, location.pathname],
  );
  const close = useCallback(() => navigate(list || '/'), [navigate, list]);
  const pathOf = useCallback((suffix: string) => `${list}/${suffix}`, [list]);
  return { match, close, pathOf, listPath: list };
}
