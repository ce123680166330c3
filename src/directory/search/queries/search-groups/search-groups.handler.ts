import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DirectoryGroup, GROUP_FIELDS, toGroup } from '../../directory-entries';
import { DIRECTORY_SEARCH } from '../../directory-search.limits';
import { GROUP_ORDER, groupSearchFilterOf } from '../../name-filter';
import { DirectoryIndex } from '../../index/directory-index';
import { directorySearchWordsOf } from '../../search-text';
import { SearchGroupsQuery } from './search-groups.query';
import { DirectoryStore } from '../../../directory-models';

@QueryHandler(SearchGroupsQuery)
export class SearchGroupsHandler implements IQueryHandler<SearchGroupsQuery> {
  constructor(
    private readonly store: DirectoryStore,
    private readonly index: DirectoryIndex,
  ) {}

  async execute({ text }: SearchGroupsQuery): Promise<DirectoryGroup[]> {
    const words = directorySearchWordsOf(text);
    if (words.length === 0) return [];
    // The Redis index answers without reading the database; until it is built, the database does.
    const indexed = await this.index.searchGroups(words, DIRECTORY_SEARCH.maxResults).catch(() => null);
    if (indexed) return indexed;
    const found = await this.store.groups
      .find(groupSearchFilterOf(words), GROUP_FIELDS)
      .sort(GROUP_ORDER)
      .limit(DIRECTORY_SEARCH.maxResults)
      .lean();
    return found.map(toGroup);
  }
}
