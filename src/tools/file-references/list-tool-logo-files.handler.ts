import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Tool } from '../tool.schema';
import { ListToolLogoFilesQuery } from '../../files/ports/list-tool-logo-files.query';

@QueryHandler(ListToolLogoFilesQuery)
export class ListToolLogoFilesHandler implements IQueryHandler<ListToolLogoFilesQuery> {
  constructor(@InjectModel(Tool.name) private readonly tools: Model<Tool>) {}

  async execute(): Promise<string[]> {
    const names = new Set<string>();
    for await (const tool of this.tools.find({}, { 'logo.image': 1 }).lean().cursor({ batchSize: 500 })) {
      if (tool.logo?.image) names.add(tool.logo.image);
    }
    return [...names];
  }
}
