import { Outlet } from 'react-router-dom';
import { ResourceContextProvider, useCanAccess, useRequireAccess } from 'react-admin';
import { ToolList } from './ToolList';

/**
 * /admin and its popins (/admin/add-tool, /admin/edit-tool/:id), drawn over the list so closing
 * a popin returns to the list as it was. Others than administrators and sub-administrators go to 403.
 */
const TOOLS_ACCESS = { resource: 'tools', action: 'list' };

export const ToolsHome = () => {
  // Others are sent to the access-denied route, which leads to the front's 403 page.
  useRequireAccess(TOOLS_ACCESS);
  const { canAccess } = useCanAccess(TOOLS_ACCESS); // the same cached answer
  if (canAccess !== true) return null;
  return (
    <ResourceContextProvider value="tools">
      <ToolList />
      <Outlet />
    </ResourceContextProvider>
  );
};
