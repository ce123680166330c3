export { useDirectorySearch, type DirectorySearch } from './hooks/use-directory-search';
export { useDirectoryNames, type NameOf } from './hooks/use-directory-names';
export { useGroupTitle } from './hooks/use-group-title';
export { isPersonId, type DirectoryEntry } from './directory-entry';
