import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../../contracts';
import type { Principal } from '../../../../platform/auth/principal';
import type { UserCategory } from './category-order';

/** The wall's category sidebar for a user, with the count of tools that user sees in each (spec: POST categories/for-user/{userId}). */
export class GetUserCategoriesQuery extends Query<UserCategory[]> {
  constructor(
    readonly caller: Principal,
    readonly userParam: string,
    readonly language: Language,
  ) {
    super();
  }
}
