import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { NotFound } from '../../../../platform/http/domain.error';
import { User } from '../../../user.schema';
import { DirectoryPersonDetail, PERSON_DETAIL_FIELDS, toPersonDetail } from '../../directory-entries';
import { GetUserByDirectoryIdQuery } from './get-user-by-directory-id.query';

@QueryHandler(GetUserByDirectoryIdQuery)
export class GetUserByDirectoryIdHandler implements IQueryHandler<GetUserByDirectoryIdQuery> {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async execute({ directoryId }: GetUserByDirectoryIdQuery): Promise<DirectoryPersonDetail> {
    // hermes_id is unique and indexed (user.schema.ts).
    const user = await this.users.findOne({ hermes_id: String(directoryId) }, PERSON_DETAIL_FIELDS).lean();
    if (!user) throw new NotFound('User');
    return toPersonDetail(user);
  }
}
