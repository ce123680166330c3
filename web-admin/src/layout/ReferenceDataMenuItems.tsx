import ApartmentIcon from '@mui/icons-material/Apartment';
import CategoryIcon from '@mui/icons-material/Category';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import SettingsIcon from '@mui/icons-material/Settings';
import StarIcon from '@mui/icons-material/Star';
import InsightsIcon from '@mui/icons-material/Insights';
import KeyIcon from '@mui/icons-material/Key';
import type { ReactElement } from 'react';
import { Menu, useBasename, useCanAccess } from 'react-admin';

interface Entry {
  /** The resource (or page) name the auth provider's access rules know. */
  resource: string;
  path: string;
  label: string;
  icon: ReactElement;
}

const ENTRIES: Entry[] = [
  { resource: 'default_tools', path: 'default_tools', label: 'portal.menu.default_tools', icon: <StarIcon /> },
  { resource: 'subsidiaries', path: 'subsidiaries', label: 'portal.menu.subsidiaries', icon: <ApartmentIcon /> },
  { resource: 'categories', path: 'categories', label: 'portal.menu.categories', icon: <CategoryIcon /> },
  { resource: 'users', path: 'users', label: 'portal.menu.users', icon: <PeopleIcon /> },
  { resource: 'logs', path: 'logs', label: 'portal.menu.logs', icon: <HistoryIcon /> },
  { resource: 'config', path: 'config', label: 'portal.menu.config', icon: <SettingsIcon /> },
  { resource: 'import-config', path: 'import-config', label: 'portal.menu.import', icon: <CloudUploadIcon /> },
  { resource: 'jobs', path: 'jobs', label: 'portal.menu.jobs', icon: <PendingActionsIcon /> },
  { resource: 'usage', path: 'usage', label: 'portal.menu.usage', icon: <InsightsIcon /> },
  { resource: 'api_tokens', path: 'api_tokens', label: 'portal.menu.api_tokens', icon: <KeyIcon /> },
];

const MenuEntry = ({ entry }: { entry: Entry }) => {
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: entry.resource, action: 'list' });
  if (!canAccess) return null;
  return <Menu.Item to={`${basename}/${entry.path}`} primaryText={entry.label} leftIcon={entry.icon} />;
};

/** The reference-data pages, each shown only to the roles allowed to open it. */
export const ReferenceDataMenuItems = () => (
  <>
    {ENTRIES.map((entry) => (
      <MenuEntry key={entry.path} entry={entry} />
    ))}
  </>
);
