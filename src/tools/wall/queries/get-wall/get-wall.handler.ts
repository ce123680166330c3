import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Tool } from '../../../tool.schema';
import { ToolCard, toToolCard } from '../../../tool-card';
import { markPending, wallFilter } from '../../wall-filters';
import { orderWall } from '../../wall-order';
import { WallSubjects } from '../../wall-subjects';
import { GetWallQuery } from './get-wall.query';

/** What a card needs; the search fields (titleLower) stay in the database. */
export const CARD_PROJECTION = { titleLower: 0, pending_validation: 0, translated_into: 0 } as const;

@QueryHandler(GetWallQuery)
export class GetWallHandler implements IQueryHandler<GetWallQuery> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly subjects: WallSubjects,
  ) {}

  async execute({ caller, userParam, list, language }: GetWallQuery): Promise<ToolCard[]> {
    const viewer = await this.subjects.resolve(caller, userParam);
    const filter = wallFilter(list, viewer);
    if (!filter) return [];
    const tools = await this.tools.find(filter, CARD_PROJECTION).lean();
    const now = Date.now();
    return orderWall(
      tools.map((tool) => markPending(toToolCard(tool, now), tool)),
      language,
    );
  }
}
