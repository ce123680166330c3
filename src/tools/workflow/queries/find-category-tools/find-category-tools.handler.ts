import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Tool } from '../../../tool.schema';
import { CategoryTools, FindCategoryToolsQuery } from '../../../../categories/ports/find-category-tools.query';

@QueryHandler(FindCategoryToolsQuery)
export class FindCategoryToolsHandler implements IQueryHandler<FindCategoryToolsQuery, CategoryTools> {
  constructor(@InjectModel(Tool.name) private readonly tools: Model<Tool>) {}

  async execute({ categoryId }: FindCategoryToolsQuery): Promise<CategoryTools> {
    const tools = await this.tools.find({ categories: new Types.ObjectId(categoryId) }, { _id: 1, deleted: 1 }).lean<{ _id: Types.ObjectId; deleted?: boolean }[]>();
    return { toolIds: tools.map((tool) => String(tool._id)), live: tools.filter((tool) => !tool.deleted).length };
  }
}
