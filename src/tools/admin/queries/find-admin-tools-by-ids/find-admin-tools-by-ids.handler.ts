import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { PermissionDenied } from '../../../../platform/http/domain.error';
import { Tool } from '../../../tool.schema';
import { adminToolsFilter } from '../../../wall/admin-scope';
import { AdminToolRecord, inRequestedOrder, RECORD_PROJECTION, toAdminToolRecord } from '../../admin-tool.record';
import { FindAdminToolsByIdsQuery } from './find-admin-tools-by-ids.query';

@QueryHandler(FindAdminToolsByIdsQuery)
export class FindAdminToolsByIdsHandler implements IQueryHandler<FindAdminToolsByIdsQuery> {
  constructor(@InjectModel(Tool.name) private readonly tools: Model<Tool>) {}

  async execute({ caller, ids }: FindAdminToolsByIdsQuery): Promise<AdminToolRecord[]> {
    const scope = adminToolsFilter(caller);
    if (!scope) throw new PermissionDenied();
    if (!ids.length) return [];
    const rows = await this.tools.find({ $and: [scope, { _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }] }, RECORD_PROJECTION).lean();
    const now = Date.now();
    return inRequestedOrder(ids, rows.map((row) => toAdminToolRecord(row, now)));
  }
}
