import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { ToolCard } from '../../../contracts/wire/entities';

/** The caller's own recently opened tools (GET /api/opens/recent): never anyone else's. */
export class GetRecentToolsQuery extends Query<ToolCard[]> {
  constructor(readonly caller: Principal) {
    super();
  }
}
