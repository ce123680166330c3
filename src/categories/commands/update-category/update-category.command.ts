import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { CategoryView } from '../../category-view';

/** PUT categories (the id in the body, `_id` or `id`) / PUT admin/categories/:id. */
export class UpdateCategoryCommand extends Command<CategoryView> {
  constructor(
    readonly caller: Principal,
    readonly id: unknown,
    readonly body: unknown,
  ) {
    super();
  }
}
