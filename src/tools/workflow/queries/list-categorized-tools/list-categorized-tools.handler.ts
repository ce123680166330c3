import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Tool } from '../../../tool.schema';
import { CategorizedTool, ListCategorizedToolsQuery } from '../../../../categories/ports/list-categorized-tools.query';

@QueryHandler(ListCategorizedToolsQuery)
export class ListCategorizedToolsHandler implements IQueryHandler<ListCategorizedToolsQuery, CategorizedTool[]> {
  constructor(@InjectModel(Tool.name) private readonly tools: Model<Tool>) {}

  async execute(): Promise<CategorizedTool[]> {
    const tools = await this.tools
      .find({ deleted: { $ne: true }, 'categories.0': { $exists: true } }, { title: 1, categories: 1 })
      .lean<{ _id: Types.ObjectId; title?: Record<string, string>; categories: Types.ObjectId[] }[]>();
    return tools.map((tool) => ({ _id: String(tool._id), title: tool.title ?? {}, categoryIds: tool.categories.map(String) }));
  }
}
