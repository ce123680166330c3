import { Query } from '@nestjs/cqrs';
import type { CompanyChoice } from '../../../contracts';

/**
 * The companies of the directory with their `used` flag for the subsidiary popin (spec section 3):
 * 2 chosen for `subsidiaryId`, 1 taken by another subsidiary (the popin hides it), 0 free.
 */
export class ListCompaniesQuery extends Query<CompanyChoice[]> {
  constructor(readonly subsidiaryId: string | null) {
    super();
  }
}
