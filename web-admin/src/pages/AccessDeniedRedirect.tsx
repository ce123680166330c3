import { useEffect } from 'react';
import { FRONT_PAGES, leaveAdmin } from '../navigation';

/** react-admin routes refused access here; the spec sends those users to the front's 403 page. */
export const AccessDeniedRedirect = () => {
  useEffect(() => leaveAdmin(FRONT_PAGES.forbidden), []);
  return null;
};
