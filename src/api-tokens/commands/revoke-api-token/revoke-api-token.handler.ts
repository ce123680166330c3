import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { ApiTokenView } from '../../../contracts';
import { Outbox } from '../../../platform/outbox/outbox';
import { ApiToken } from '../../api-token.schema';
import { apiTokenView, StoredApiToken } from '../../api-token-view';
import { ApiTokenNotFound } from '../../api-token.errors';
import { ApiTokenRevokedEvent } from '../../events/api-token-revoked.event';
import { personOf } from '../../events/api-token-parts';
import { RevokeApiTokenCommand } from './revoke-api-token.command';

@CommandHandler(RevokeApiTokenCommand)
export class RevokeApiTokenHandler implements ICommandHandler<RevokeApiTokenCommand> {
  constructor(
    private readonly outbox: Outbox,
    @InjectModel(ApiToken.name) private readonly tokens: Model<ApiToken>,
  ) {}

  /** One guarded update: of two revokes at once, one writes and logs; revoking a revoked token changes nothing. */
  async execute({ caller, tokenId }: RevokeApiTokenCommand): Promise<ApiTokenView> {
    const by = personOf(caller);
    const revoked = await this.tokens
      .findOneAndUpdate({ _id: tokenId, revoked_at: null }, { $set: { revoked_at: new Date(), revoked_by: { _id: by.userId, fullname: by.fullname } } }, { new: true })
      .lean();
    if (revoked) {
      await this.outbox.publish(new ApiTokenRevokedEvent({ tokenId, name: revoked.name }, by));
      return apiTokenView(revoked as StoredApiToken);
    }
    const existing = await this.tokens.findById(tokenId).lean();
    if (!existing) throw new ApiTokenNotFound();
    return apiTokenView(existing as StoredApiToken);
  }
}
