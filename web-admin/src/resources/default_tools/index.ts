import StarIcon from '@mui/icons-material/Star';
import { lazy } from 'react';

// Loaded when the page opens: the back-office's first screen is the tools list (initial JavaScript budget).
const DefaultToolList = lazy(() => import('./DefaultToolList').then((module) => ({ default: module.DefaultToolList })));

/** Default tools: administrators, and sub-administrators for their subsidiary (the auth provider's rule). */
export default {
  name: 'default_tools',
  list: DefaultToolList,
  icon: StarIcon,
};
