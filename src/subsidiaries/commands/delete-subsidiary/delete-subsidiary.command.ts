import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';

/** DELETE subsidiaries/{id} / DELETE admin/subsidiaries/:id. */
export class DeleteSubsidiaryCommand extends Command<{ _id: string; id: string }> {
  constructor(
    readonly caller: Principal,
    readonly id: string,
  ) {
    super();
  }
}
