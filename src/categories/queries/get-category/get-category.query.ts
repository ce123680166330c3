import { Query } from '@nestjs/cqrs';
import type { CategoryView } from '../../category-view';

/** One category for its edit popin (GET categories/{id}/true, GET admin/categories/:id). */
export class GetCategoryQuery extends Query<CategoryView> {
  constructor(readonly id: string) {
    super();
  }
}
