import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DirectoryPerson, PERSON_FIELDS, toPerson } from '../../directory-entries';
import { DirectoryIndex } from '../../index/directory-index';
import { inRequestedOrder, objectIdsOf } from '../../object-ids';
import { FindUsersByIdsQuery } from './find-users-by-ids.query';
import { DirectoryStore } from '../../../directory-models';

@QueryHandler(FindUsersByIdsQuery)
export class FindUsersByIdsHandler implements IQueryHandler<FindUsersByIdsQuery> {
  constructor(
    private readonly store: DirectoryStore,
    private readonly index: DirectoryIndex,
  ) {}

  async execute(query: FindUsersByIdsQuery): Promise<DirectoryPerson[]> {
    const ids = objectIdsOf(query.ids);
    if (ids.length === 0) return [];
    // The index holds everyone, deleted people too (like getUser/hermesid, an id it lacks is unknown);
    // until a generation is ready, the database answers (a scan on FerretDB).
    const indexed = await this.index.peopleByIds(ids).catch(() => null);
    if (indexed) return inRequestedOrder(ids, indexed);
    const found = await this.store.users.find({ _id: { $in: ids } }, PERSON_FIELDS).lean();
    return inRequestedOrder(ids, found.map(toPerson));
  }
}
