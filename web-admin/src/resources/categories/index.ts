import CategoryIcon from '@mui/icons-material/Category';
import { CategoryList } from './CategoryList';

/** Categories: administrators only (the auth provider's default rule). */
export default {
  name: 'categories',
  list: CategoryList,
  icon: CategoryIcon,
};
