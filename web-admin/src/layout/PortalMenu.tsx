import NotesIcon from '@mui/icons-material/Notes';
import AppsIcon from '@mui/icons-material/Apps';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Menu, useBasename, useCanAccess } from 'react-admin';
import { ReferenceDataMenuItems } from './ReferenceDataMenuItems';

/** Entries appear only for the roles allowed to open them (the auth provider's access rules). */
export const PortalMenu = () => {
  // Custom routes are not prefixed by react-admin; resources will be.
  const basename = useBasename();
  const { canAccess: canEditFooter } = useCanAccess({ resource: 'footer', action: 'edit' });
  const { canAccess: canListTools } = useCanAccess({ resource: 'tools', action: 'list' });
  const { canAccess: canSeeValidations } = useCanAccess({ resource: 'validations', action: 'list' });
  return (
    <Menu>
      {canListTools && <Menu.Item to={`${basename}/`} primaryText="portal.tools.menu" leftIcon={<AppsIcon />} />}
      {canSeeValidations && (
        <Menu.Item to={`${basename}/validations`} primaryText="portal.validations.menu" leftIcon={<FactCheckIcon />} />
      )}
      {canSeeValidations === false && (
        <Menu.Item to={`${basename}/validations?tab=access`} primaryText="portal.access_requests.tabs.access" leftIcon={<FactCheckIcon />} />
      )}
      <ReferenceDataMenuItems />
      {canEditFooter && (
        <Menu.Item to={`${basename}/footer`} primaryText="portal.menu.footer" leftIcon={<NotesIcon />} />
      )}
    </Menu>
  );
};
