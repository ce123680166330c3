import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './UserList';

/** Users: administrators only (the auth provider's default rule). */
export default {
  name: 'users',
  list: UserList,
  icon: PeopleIcon,
  recordRepresentation: 'fullname',
};
