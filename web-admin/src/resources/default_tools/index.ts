import StarIcon from '@mui/icons-material/Star';
import { DefaultToolList } from './DefaultToolList';

/** Default tools: administrators, and sub-administrators for their subsidiary (the auth provider's rule). */
export default {
  name: 'default_tools',
  list: DefaultToolList,
  icon: StarIcon,
};
