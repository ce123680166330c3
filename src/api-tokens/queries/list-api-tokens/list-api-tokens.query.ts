import { Query } from '@nestjs/cqrs';
import type { ApiTokenView } from '../../../contracts';

/** Every token, newest first (a portal has a handful; the back-office pages them). */
export class ListApiTokensQuery extends Query<ApiTokenView[]> {}
