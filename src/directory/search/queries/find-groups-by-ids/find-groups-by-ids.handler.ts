import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DirectoryGroup, GROUP_FIELDS, toGroup } from '../../directory-entries';
import { InvalidDirectoryId } from '../../directory-search.errors';
import { groupReferencesOf, groupsInAskedOrder, malformedGroupReference } from '../../group-references';
import { FindGroupsByIdsQuery } from './find-groups-by-ids.query';
import { DirectoryStore } from '../../../directory-models';

@QueryHandler(FindGroupsByIdsQuery)
export class FindGroupsByIdsHandler implements IQueryHandler<FindGroupsByIdsQuery> {
  constructor(private readonly store: DirectoryStore) {}

  async execute(query: FindGroupsByIdsQuery): Promise<DirectoryGroup[]> {
    const malformed = malformedGroupReference(query.ids);
    if (malformed !== undefined) throw new InvalidDirectoryId(malformed);
    const { asked, objectIds, guids } = groupReferencesOf(query.ids as string[]);
    const byReference = objectIds.length ? [{ _id: { $in: objectIds } }, { guid: { $in: guids } }] : [{ guid: { $in: guids } }];
    const found = await this.store.groups.find({ $or: byReference }, GROUP_FIELDS).lean();
    return groupsInAskedOrder(asked, found.map(toGroup));
  }
}
