export { SearchBar, type SearchBarControls } from './components/SearchBar';
export { usePersonNames } from './hooks/use-person-names';
export { normaliseSearchTerm, searchTextHas, searchTextIndexOf, searchTextOf, titleTextOf, toolMatchesSearch, type PersonNames } from './search-rules';
