import { Query } from '@nestjs/cqrs';
import type { PublicConfig } from '../../../contracts';

/** What every signed-in user may read of the configuration (spec: GET config). */
export class GetPublicConfigQuery extends Query<PublicConfig> {}
