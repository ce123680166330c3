import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { NotFound } from '../../../platform/http/domain.error';
import type { ToolCard } from '../../../contracts/wire/entities';
import { GetAppQuery } from '../../../tools/wall/queries/get-app/get-app.query';
import { OpenCounter } from '../../open-counter';
import { RECENT_TOOLS_SHOWN } from '../../usage.limits';
import { GetRecentToolsQuery } from './get-recent-tools.query';

/** The last distinct tools the caller opened, newest first, skipping those they can no longer see. */
@QueryHandler(GetRecentToolsQuery)
export class GetRecentToolsHandler implements IQueryHandler<GetRecentToolsQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly counter: OpenCounter,
  ) {}

  async execute({ caller }: GetRecentToolsQuery): Promise<ToolCard[]> {
    const cards: ToolCard[] = [];
    for (const id of await this.counter.recent(caller.userId!)) {
      if (cards.length === RECENT_TOOLS_SHOWN) break;
      try {
        cards.push(await this.queries.execute(new GetAppQuery(caller, id)));
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
      }
    }
    return cards;
  }
}
