import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { ResourceContextProvider, useBasename, useCanAccess } from 'react-admin';
import { usePopinRoute } from '../../components/usePopinRoute';
import { AccessDeniedRedirect } from '../../pages/AccessDeniedRedirect';
import { ToolList } from './ToolList';

// The form's code loads with the first popin (App starts fetching the edit popin's as it boots).
const ToolCreatePopin = lazy(() => import('./form/ToolCreatePopin').then((module) => ({ default: module.ToolCreatePopin })));
const ToolEditPopin = lazy(() => import('./form/ToolEditPopin').then((module) => ({ default: module.ToolEditPopin })));

/**
 * /admin and its popins (/admin/add-tool, /admin/edit-tool/:id), drawn over the list so closing
 * a popin returns to the list as it was. A designated validator, who has no tool list, lands on the
 * approvals; anyone else who is neither administrator nor sub-administrator goes to the 403 page.
 */
export const ToolsHome = () => {
  const basename = useBasename();
  const popin = usePopinRoute('tools', '');
  const editing = popin.match('edit-tool/:id');
  const tools = useCanAccess({ resource: 'tools', action: 'list' });
  const validations = useCanAccess({ resource: 'validations', action: 'list' });
  if (tools.isPending || validations.isPending) return null;
  if (tools.canAccess !== true) {
    return validations.canAccess ? <Navigate to={`${basename}/validations`} replace /> : <AccessDeniedRedirect />;
  }
  return (
    <ResourceContextProvider value="tools">
      <ToolList />
      {popin.match('add-tool') && <ToolCreatePopin />}
      {editing?.id && <ToolEditPopin key={editing.id} id={editing.id} />}
    </ResourceContextProvider>
  );
};
