import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { PermissionDenied } from '../../../../platform/http/domain.error';
import { Tool } from '../../../tool.schema';
import { ToolCard, toToolCard } from '../../../tool-card';
import { adminToolsFilter } from '../../admin-scope';
import { markPending } from '../../wall-filters';
import { byTitle } from '../../wall-order';
import { CARD_PROJECTION } from '../get-wall/get-wall.handler';
import { GetAllAppsQuery } from './get-all-apps.query';

@QueryHandler(GetAllAppsQuery)
export class GetAllAppsHandler implements IQueryHandler<GetAllAppsQuery> {
  constructor(@InjectModel(Tool.name) private readonly tools: Model<Tool>) {}

  async execute({ caller, language }: GetAllAppsQuery): Promise<ToolCard[]> {
    const filter = adminToolsFilter(caller);
    if (!filter) throw new PermissionDenied();
    const tools = await this.tools.find(filter, CARD_PROJECTION).lean();
    const now = Date.now();
    return tools.map((tool) => markPending(toToolCard(tool, now), tool)).sort(byTitle(language));
  }
}
