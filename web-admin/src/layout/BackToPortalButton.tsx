import type { MouseEvent } from 'react';
import HomeIcon from '@mui/icons-material/Home';
import { IconButton, Tooltip } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider';
import { leftForErrorPage } from '../httpClient';
import { FRONT_PAGES, leaveAdmin } from '../navigation';

/** Long enough for the acknowledgement on a slow network, short enough not to feel stuck (as the front's header). */
export const NAV_ADMIN_WAIT_MS = 1500;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to the front, another app outside the back-office router. Following it fires GET navAdmin
 * (spec section 7: "fired when switching area") and leaves once it is answered, or after a short wait,
 * so that leaving does not cancel the call. A click that opens a new tab keeps the browser's behaviour.
 */
export const BackToPortalButton = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const label = translate('portal.app.back_to_portal');

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A 500 already sent the browser to the error page; any other failure should not block the way.
    const acknowledged = dataProvider.announceAreaSwitch().then(
      () => true,
      (error: unknown) => !leftForErrorPage(error),
    );
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const waited = new Promise<boolean>((resolve) => setTimeout(() => resolve(true), NAV_ADMIN_WAIT_MS));
    void Promise.race([acknowledged, waited]).then((go) => go && leaveAdmin(FRONT_PAGES.home));
  };

  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component="a" href={FRONT_PAGES.home} aria-label={label} onClick={follow}>
        <HomeIcon />
      </IconButton>
    </Tooltip>
  );
};
