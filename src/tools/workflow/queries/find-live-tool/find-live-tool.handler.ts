import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Tool } from '../../../tool.schema';
import { ALL_VIEWERS } from '../../../visibility/tool-visibility';
import { FindLiveToolQuery } from './find-live-tool.query';

@QueryHandler(FindLiveToolQuery)
export class FindLiveToolHandler implements IQueryHandler<FindLiveToolQuery, { _id: string; title: Record<string, string> } | null> {
  constructor(@InjectModel(Tool.name) private readonly tools: Model<Tool>) {}

  async execute({ toolId, publicIn }: FindLiveToolQuery) {
    if (!Types.ObjectId.isValid(toolId)) return null;
    const scope = publicIn ? { users: ALL_VIEWERS, subsidiaryId: { $in: [null, ...publicIn.map((id) => new Types.ObjectId(id))] } } : {};
    const tool = await this.tools.findOne({ _id: new Types.ObjectId(toolId), deleted: { $ne: true }, is_published: { $ne: false }, ...scope }, { title: 1 }).lean();
    return tool ? { _id: String(tool._id), title: tool.title ?? {} } : null;
  }
}
