import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../../platform/auth/principal';
import type { ToolCard } from '../../../tool-card';

/** One tool, for the information popup, analytics and the mobile menu (spec: GET getApp/{id}). */
export class GetAppQuery extends Query<ToolCard> {
  constructor(
    readonly caller: Principal,
    readonly id: string,
  ) {
    super();
  }
}
