import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { PermissionDenied } from '../../../../platform/http/domain.error';
import { Tool } from '../../../tool.schema';
import { adminToolsFilter } from '../../../wall/admin-scope';
import { InvalidToolId, ToolNotFound } from '../../../wall/wall.errors';
import { AdminToolRecord, RECORD_PROJECTION, toAdminToolRecord } from '../../admin-tool.record';
import { GetAdminToolQuery } from './get-admin-tool.query';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

@QueryHandler(GetAdminToolQuery)
export class GetAdminToolHandler implements IQueryHandler<GetAdminToolQuery> {
  constructor(@InjectModel(Tool.name) private readonly tools: Model<Tool>) {}

  async execute({ caller, id }: GetAdminToolQuery): Promise<AdminToolRecord> {
    const scope = adminToolsFilter(caller);
    if (!scope) throw new PermissionDenied();
    if (!OBJECT_ID.test(id)) throw new InvalidToolId();
    const tool = await this.tools.findOne({ $and: [scope, { _id: new Types.ObjectId(id) }] }, RECORD_PROJECTION).lean();
    if (!tool) throw new ToolNotFound();
    return toAdminToolRecord(tool);
  }
}
