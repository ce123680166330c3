import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';

// Loaded when the page opens: the back-office's first screen is the tools list (initial JavaScript budget).
const CategoryList = lazy(() => import('./CategoryList').then((module) => ({ default: module.CategoryList })));

/** Categories: administrators only (the auth provider's default rule). */
export default {
  name: 'categories',
  list: CategoryList,
  icon: CategoryIcon,
};
