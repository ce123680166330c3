export { SearchBar, type SearchBarControls } from './components/SearchBar';
export { usePersonNames } from './hooks/use-person-names';
export {
  matchesInTitle,
  normaliseSearchTerm,
  searchEntries,
  searchEntriesOf,
  searchKeyOf,
  searchTextIndexOf,
  toolMatchesSearch,
  type PersonNames,
  type SearchEntry,
} from './search-rules';
