import { useCallback, type MouseEvent } from 'react';
import { navAdmin } from '@/api/calls';
import { ApiError } from '@/api/client';
import { assignLocation } from '@/lib/assign-location';

/** Long enough for the acknowledgement on a slow network, short enough not to feel stuck. */
const NAV_ADMIN_WAIT_MS = 1500;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The click handler of a link into the back-office: fires GET navAdmin (spec section 7) and leaves
 * once it is answered, so that leaving the page does not cancel it. A click that opens a new tab
 * keeps the browser's own behaviour and still fires the call.
 */
export function useFollowBackOfficeLink(): (event: MouseEvent<HTMLAnchorElement>) => void {
  return useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    const href = event.currentTarget.getAttribute('href') ?? '/admin/';
    const acknowledged = navAdmin().then(
      () => true,
      // A 500 already sent the user to the error page; any other failure should not block the way.
      (error: unknown) => !(error instanceof ApiError && error.handled),
    );
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const waited = new Promise<boolean>((resolve) => setTimeout(() => resolve(true), NAV_ADMIN_WAIT_MS));
    void Promise.race([acknowledged, waited]).then((go) => go && assignLocation(href));
  }, []);
}
