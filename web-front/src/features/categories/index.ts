export { CategorySidebar } from './components/CategorySidebar';
export { useUserCategories } from './hooks/use-user-categories';
export { isPseudoCategory, orderCategories } from './category-order';
