import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import type { DefaultToolView } from '../../default-tool.view';

/** GET config/default_tools/{id} and GET admin/default_tools/:id. */
export class GetDefaultToolQuery extends Query<DefaultToolView> {
  constructor(
    readonly caller: Principal,
    readonly id: string,
  ) {
    super();
  }
}
