import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { VersionedJson } from '../../../../platform/http/encoded-json';
import { USER_NAME_FIELDS } from '../../directory-entries';
import { DirectoryIndex } from '../../index/directory-index';
import { GetUserNameMapQuery } from './get-user-name-map.query';
import { DirectoryStore } from '../../../directory-models';

@QueryHandler(GetUserNameMapQuery)
export class GetUserNameMapHandler implements IQueryHandler<GetUserNameMapQuery> {
  constructor(
    private readonly store: DirectoryStore,
    private readonly index: DirectoryIndex,
  ) {}

  async execute(): Promise<VersionedJson> {
    // The index versions the names: they are read and serialised only when a name changed, not per call.
    const indexed = await this.index.personNames().catch(() => null);
    if (indexed) return indexed;
    // No index yet: unversioned, read for this call. Projection + lean: the { deleted, _id, fullname }
    // index answers it alone (a covered query on MongoDB), and no mongoose document is built for the 100,000 rows.
    const rows = await this.store.users.find({ deleted: { $ne: true } }, USER_NAME_FIELDS).lean();
    const json = JSON.stringify(rows.map((row) => ({ _id: String(row._id), fullname: row.fullname })));
    return { version: null, json: () => json };
  }
}
