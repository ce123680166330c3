import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DirectoryPerson, PERSON_FIELDS, toPerson } from '../../directory-entries';
import { DIRECTORY_SEARCH } from '../../directory-search.limits';
import { PERSON_ORDER, userSearchFilterOf } from '../../name-filter';
import { DirectoryIndex } from '../../index/directory-index';
import { directorySearchWordsOf } from '../../search-text';
import { SearchUsersQuery } from './search-users.query';
import { DirectoryStore } from '../../../directory-models';

@QueryHandler(SearchUsersQuery)
export class SearchUsersHandler implements IQueryHandler<SearchUsersQuery> {
  constructor(
    private readonly store: DirectoryStore,
    private readonly index: DirectoryIndex,
  ) {}

  async execute({ text }: SearchUsersQuery): Promise<DirectoryPerson[]> {
    const words = directorySearchWordsOf(text);
    // Too few letters: the answer is empty by rule, so the database is not asked.
    if (words.length === 0) return [];
    // The Redis index answers without reading the database; until it is built, the database does.
    const indexed = await this.index.searchUsers(words, DIRECTORY_SEARCH.maxResults).catch(() => null);
    if (indexed) return indexed;
    const found = await this.store.users
      .find(userSearchFilterOf(words), PERSON_FIELDS)
      .sort(PERSON_ORDER)
      .limit(DIRECTORY_SEARCH.maxResults)
      .lean();
    return found.map(toPerson);
  }
}
