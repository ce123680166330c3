import { Navigate, Outlet } from 'react-router-dom';
import { ResourceContextProvider, useBasename, useCanAccess } from 'react-admin';
import { AccessDeniedRedirect } from '../../pages/AccessDeniedRedirect';
import { ToolList } from './ToolList';

/**
 * /admin and its popins (/admin/add-tool, /admin/edit-tool/:id), drawn over the list so closing
 * a popin returns to the list as it was. A designated validator, who has no tool list, lands on the
 * approvals; anyone else who is neither administrator nor sub-administrator goes to the 403 page.
 */
export const ToolsHome = () => {
  const basename = useBasename();
  const tools = useCanAccess({ resource: 'tools', action: 'list' });
  const validations = useCanAccess({ resource: 'validations', action: 'list' });
  if (tools.isPending || validations.isPending) return null;
  if (tools.canAccess !== true) {
    return validations.canAccess ? <Navigate to={`${basename}/validations`} replace /> : <AccessDeniedRedirect />;
  }
  return (
    <ResourceContextProvider value="tools">
      <ToolList />
      <Outlet />
    </ResourceContextProvider>
  );
};
