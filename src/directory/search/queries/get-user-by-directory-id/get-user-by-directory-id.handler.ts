import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFound } from '../../../../platform/http/domain.error';
import { DirectoryPersonDetail, PERSON_DETAIL_FIELDS, toPersonDetail } from '../../directory-entries';
import { DirectoryIndex } from '../../index/directory-index';
import { GetUserByDirectoryIdQuery } from './get-user-by-directory-id.query';
import { DirectoryStore } from '../../../directory-models';

@QueryHandler(GetUserByDirectoryIdQuery)
export class GetUserByDirectoryIdHandler implements IQueryHandler<GetUserByDirectoryIdQuery> {
  constructor(
    private readonly store: DirectoryStore,
    private readonly index: DirectoryIndex,
  ) {}

  async execute({ directoryId }: GetUserByDirectoryIdQuery): Promise<DirectoryPersonDetail> {
    // The index maps every directory id (deleted people included, like the database's answer).
    const indexed = await this.index.personByDirectoryId(String(directoryId)).catch(() => null);
    if (indexed) return indexed;
    if (indexed === undefined) throw new NotFound('User');
    // hermes_id is unique and indexed (user.schema.ts).
    const user = await this.store.users.findOne({ hermes_id: String(directoryId) }, PERSON_DETAIL_FIELDS).lean();
    if (!user) throw new NotFound('User');
    return toPersonDetail(user);
  }
}
