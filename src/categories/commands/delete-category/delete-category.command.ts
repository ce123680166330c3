import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';

/** DELETE categories/{id} / DELETE admin/categories/:id. */
export class DeleteCategoryCommand extends Command<{ _id: string; id: string; tools: number }> {
  constructor(
    readonly caller: Principal,
    readonly id: string,
  ) {
    super();
  }
}
