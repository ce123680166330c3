import { Command } from '@nestjs/cqrs';
import type { ApiTokenView } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

/** DELETE admin/api_tokens/:id: the token is kept, revoked, and refused from its next call on. */
export class RevokeApiTokenCommand extends Command<ApiTokenView> {
  constructor(
    readonly caller: Principal,
    readonly tokenId: string,
  ) {
    super();
  }
}
