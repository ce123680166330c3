import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { User } from '../../../user.schema';
import { DirectoryPerson, PERSON_FIELDS, toPerson } from '../../directory-entries';
import { inRequestedOrder, objectIdsOf } from '../../object-ids';
import { FindUsersByIdsQuery } from './find-users-by-ids.query';

@QueryHandler(FindUsersByIdsQuery)
export class FindUsersByIdsHandler implements IQueryHandler<FindUsersByIdsQuery> {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  async execute(query: FindUsersByIdsQuery): Promise<DirectoryPerson[]> {
    const ids = objectIdsOf(query.ids);
    if (ids.length === 0) return [];
    const found = await this.users.find({ _id: { $in: ids } }, PERSON_FIELDS).lean();
    return inRequestedOrder(ids, found.map(toPerson));
  }
}
