import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { CategoryView } from '../../category-view';

/** POST categories / POST admin/categories: name per language, icon, is_translated, nameForGTM. */
export class CreateCategoryCommand extends Command<CategoryView> {
  constructor(
    readonly caller: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}
