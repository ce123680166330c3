import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { SubsidiaryView } from '../../subsidiary-view';

/** PUT subsidiaries (the id in the body, as `id` or `_id`) / PUT admin/subsidiaries/:id. */
export class UpdateSubsidiaryCommand extends Command<SubsidiaryView> {
  constructor(
    readonly caller: Principal,
    readonly id: unknown,
    readonly body: unknown,
  ) {
    super();
  }
}
