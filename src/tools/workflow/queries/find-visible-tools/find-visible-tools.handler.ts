import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Tool } from '../../../tool.schema';
import { ToolCard, toToolCard } from '../../../tool-card';
import { visibleToolsFilter } from '../../../visibility/tool-visibility';
import { FindVisibleToolsQuery } from '../../../../directory/ports/find-visible-tools.query';

/** Answers the directory's question (bookmarks): which of these tools a person sees. */
@QueryHandler(FindVisibleToolsQuery)
export class FindVisibleToolsHandler implements IQueryHandler<FindVisibleToolsQuery, ToolCard[]> {
  constructor(@InjectModel(Tool.name) private readonly tools: Model<Tool>) {}

  async execute({ viewer, toolIds }: FindVisibleToolsQuery): Promise<ToolCard[]> {
    const ids = [...new Set(toolIds.map(String))].filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
    if (!ids.length) return [];
    const tools = await this.tools.find({ _id: { $in: ids }, ...visibleToolsFilter(viewer) }).lean();
    return tools.map((tool) => toToolCard(tool));
  }
}
