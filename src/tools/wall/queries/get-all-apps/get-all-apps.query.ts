import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../../contracts';
import type { Principal } from '../../../../platform/auth/principal';
import type { ToolCard } from '../../../tool-card';

/** The back-office tool list: every tool in the caller's scope, by title (spec: GET getAllApps). */
export class GetAllAppsQuery extends Query<ToolCard[]> {
  constructor(
    readonly caller: Principal,
    readonly language: Language,
  ) {
    super();
  }
}
