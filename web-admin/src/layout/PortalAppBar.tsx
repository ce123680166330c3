import { AppBar, LoadingIndicator, LocalesMenuButton } from 'react-admin';
import { BackToPortalButton } from './BackToPortalButton';

/** react-admin's app bar with the way back to the employee front and the language switcher. */
export const PortalAppBar = () => (
  <AppBar
    toolbar={
      <>
        <BackToPortalButton />
        <LocalesMenuButton />
        <LoadingIndicator />
      </>
    }
  />
);
