import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Tool } from '../../../tool.schema';
import { FindToolSummariesQuery, ToolSummary } from './find-tool-summaries.query';

@QueryHandler(FindToolSummariesQuery)
export class FindToolSummariesHandler implements IQueryHandler<FindToolSummariesQuery, ToolSummary[]> {
  constructor(@InjectModel(Tool.name) private readonly tools: Model<Tool>) {}

  async execute({ toolIds }: FindToolSummariesQuery): Promise<ToolSummary[]> {
    const ids = [...new Set(toolIds)].filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
    if (!ids.length) return [];
    const found = await this.tools.find(ids.length === 1 ? { _id: ids[0] } : { _id: { $in: ids } }, { title: 1, description: 1, url: 1, logo: 1, is_published: 1, managers: 1, deleted: 1 }).lean();
    return found.map((tool) => ({
      _id: String(tool._id),
      title: tool.title,
      description: tool.description,
      url: tool.url,
      logo: tool.logo,
      is_published: tool.is_published !== false,
      managers: (tool.managers ?? []).map(String),
      deleted: !!tool.deleted,
    }));
  }
}
