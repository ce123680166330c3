import { Command } from '@nestjs/cqrs';
import type { CreatedApiToken } from '../../../contracts';
import type { Principal } from '../../../platform/auth/principal';

/** POST admin/api_tokens: name, scopes, expiresOn, note. Answers the token with its secret, this once. */
export class CreateApiTokenCommand extends Command<CreatedApiToken> {
  constructor(
    readonly caller: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}
