import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { NotFound } from '../../../../platform/http/domain.error';
import { User } from '../../../user.schema';
import { DirectoryPersonDetail, PERSON_DETAIL_FIELDS, toPersonDetail } from '../../directory-entries';
import { InvalidDirectoryId } from '../../directory-search.errors';
import { isObjectIdText } from '../../object-ids';
import { GetUserByIdQuery } from './get-user-by-id.query';

@QueryHandler(GetUserByIdQuery)
export class GetUserByIdHandler implements IQueryHandler<GetUserByIdQuery> {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async execute({ id }: GetUserByIdQuery): Promise<DirectoryPersonDetail> {
    // Checked here, not left to mongoose: its CastError would surface as a 500.
    if (!isObjectIdText(id)) throw new InvalidDirectoryId(id);
    const user = await this.users.findById(id, PERSON_DETAIL_FIELDS).lean();
    if (!user) throw new NotFound('User');
    return toPersonDetail(user);
  }
}
