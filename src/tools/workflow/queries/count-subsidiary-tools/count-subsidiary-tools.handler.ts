import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Tool } from '../../../tool.schema';
import { CountSubsidiaryToolsQuery } from '../../../../subsidiaries/ports/count-subsidiary-tools.query';

@QueryHandler(CountSubsidiaryToolsQuery)
export class CountSubsidiaryToolsHandler implements IQueryHandler<CountSubsidiaryToolsQuery, number> {
  constructor(@InjectModel(Tool.name) private readonly tools: Model<Tool>) {}

  execute({ subsidiaryId }: CountSubsidiaryToolsQuery): Promise<number> {
    return this.tools.countDocuments({ subsidiaryId: new Types.ObjectId(subsidiaryId), deleted: { $ne: true } });
  }
}
