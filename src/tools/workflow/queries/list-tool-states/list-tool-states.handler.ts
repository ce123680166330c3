import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Tool } from '../../../tool.schema';
import { TOOL_STATE_FIELDS, ToolRequestState, toRequestState } from '../../tool-request-state';
import { ListToolStatesQuery } from './list-tool-states.query';

@QueryHandler(ListToolStatesQuery)
export class ListToolStatesHandler implements IQueryHandler<ListToolStatesQuery, ToolRequestState[]> {
  constructor(@InjectModel(Tool.name) private readonly tools: Model<Tool>) {}

  async execute({ toolIds }: ListToolStatesQuery): Promise<ToolRequestState[]> {
    const ids = toolIds?.filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
    if (ids && !ids.length) return [];
    const filter = ids ? (ids.length === 1 ? { _id: ids[0] } : { _id: { $in: ids } }) : {};
    const tools = await this.tools.find(filter, TOOL_STATE_FIELDS).lean();
    return tools.map((tool) => toRequestState(tool as Parameters<typeof toRequestState>[0]));
  }
}
