import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFound } from '../../../../platform/http/domain.error';
import { DirectoryPersonDetail, PERSON_DETAIL_FIELDS, toPersonDetail } from '../../directory-entries';
import { InvalidDirectoryId } from '../../directory-search.errors';
import { isObjectIdText } from '../../object-ids';
import { GetUserByIdQuery } from './get-user-by-id.query';
import { DirectoryStore } from '../../../directory-models';

@QueryHandler(GetUserByIdQuery)
export class GetUserByIdHandler implements IQueryHandler<GetUserByIdQuery> {
  constructor(private readonly store: DirectoryStore) {}

  async execute({ id }: GetUserByIdQuery): Promise<DirectoryPersonDetail> {
    // Checked here, not left to mongoose: its CastError would surface as a 500.
    if (!isObjectIdText(id)) throw new InvalidDirectoryId(id);
    const user = await this.store.users.findById(id, PERSON_DETAIL_FIELDS).lean();
    if (!user) throw new NotFound('User');
    return toPersonDetail(user);
  }
}
