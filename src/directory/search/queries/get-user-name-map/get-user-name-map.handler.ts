import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { USER_NAME_FIELDS } from '../../directory-entries';
import { DirectoryIndex } from '../../index/directory-index';
import { GetUserNameMapQuery } from './get-user-name-map.query';
import { DirectoryStore } from '../../../directory-models';

const gzipAsync = promisify(gzip);

@QueryHandler(GetUserNameMapQuery)
export class GetUserNameMapHandler implements IQueryHandler<GetUserNameMapQuery> {
  constructor(
    private readonly store: DirectoryStore,
    private readonly index: DirectoryIndex,
  ) {}

  async execute(): Promise<Buffer> {
    // The index keeps the answer serialised until a name changes: no read of 100,000 names per call.
    const indexed = await this.index.personNamesGzipped().catch(() => null);
    if (indexed) return indexed;
    // Projection + lean: the { deleted, _id, fullname } index answers it alone (a covered query on
    // MongoDB), and no mongoose document is built for the 100,000 rows.
    const rows = await this.store.users.find({ deleted: { $ne: true } }, USER_NAME_FIELDS).lean();
    return gzipAsync(JSON.stringify(rows.map((row) => ({ _id: String(row._id), fullname: row.fullname }))));
  }
}
