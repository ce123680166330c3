import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { SubsidiaryView } from '../../subsidiary-view';

/** POST subsidiaries / POST admin/subsidiaries: name, companies, is_translated. */
export class CreateSubsidiaryCommand extends Command<SubsidiaryView> {
  constructor(
    readonly caller: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}
