import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

// Loaded when the page opens: the back-office's first screen is the tools list (initial JavaScript budget).
const UserList = lazy(() => import('./UserList').then((module) => ({ default: module.UserList })));

/** Users: administrators only (the auth provider's default rule). */
export default {
  name: 'users',
  list: UserList,
  icon: PeopleIcon,
  recordRepresentation: 'fullname',
};
