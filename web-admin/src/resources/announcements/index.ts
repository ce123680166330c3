import CampaignIcon from '@mui/icons-material/Campaign';
import { lazy } from 'react';

// Loaded when the page opens (its rich-text editors are heavy): the back-office's first screen is the tools list.
const AnnouncementList = lazy(() => import('./AnnouncementList').then((module) => ({ default: module.AnnouncementList })));

/** Announcements: administrators, and sub-administrators for their subsidiary (the auth provider's rule). */
export default {
  name: 'announcements',
  list: AnnouncementList,
  icon: CampaignIcon,
};
