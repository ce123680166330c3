import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { ApiTokenView } from '../../../contracts';
import { Outbox } from '../../../platform/outbox/outbox';
import { ApiToken, ApiTokenUse } from '../../api-token.schema';
import { apiTokenView, StoredApiToken } from '../../api-token-view';
import { ApiTokenNotFound } from '../../api-token.errors';
import { ApiTokenGeneration } from '../../bearer/api-token-generation';
import { ApiTokenRevokedEvent } from '../../events/api-token-revoked.event';
import { personOf } from '../../events/api-token-parts';
import { RevokeApiTokenCommand } from './revoke-api-token.command';

@CommandHandler(RevokeApiTokenCommand)
export class RevokeApiTokenHandler implements ICommandHandler<RevokeApiTokenCommand> {
  private readonly logger = new Logger(RevokeApiTokenHandler.name);

  constructor(
    private readonly generation: ApiTokenGeneration,
    private readonly outbox: Outbox,
    @InjectModel(ApiToken.name) private readonly tokens: Model<ApiToken>,
    @InjectModel(ApiTokenUse.name) private readonly uses: Model<ApiTokenUse>,
  ) {}

  /** One guarded update: revoking a revoked token changes nothing (on MongoDB, of two revokes at once one writes and logs). */
  async execute({ caller, tokenId }: RevokeApiTokenCommand): Promise<ApiTokenView> {
    const by = personOf(caller);
    const revoked = await this.tokens
      .findOneAndUpdate({ _id: tokenId, revoked_at: null }, { $set: { revoked_at: new Date(), revoked_by: { _id: by.userId, fullname: by.fullname } } }, { new: true })
      .lean();
    // Again when already revoked: a retry after a failed bump moves it then.
    await this.generation.bump().catch((error: Error) => this.logger.error(`revoke not announced to the api instances (their caches hold a token up to 30 s): ${error.message}`));
    if (revoked) {
      await this.outbox.publish(new ApiTokenRevokedEvent({ tokenId, name: revoked.name }, by));
      return apiTokenView(revoked as StoredApiToken, await this.lastUseOf(tokenId));
    }
    const existing = await this.tokens.findById(tokenId).lean();
    if (!existing) throw new ApiTokenNotFound();
    return apiTokenView(existing as StoredApiToken, await this.lastUseOf(tokenId));
  }

  private async lastUseOf(tokenId: string): Promise<Date | null> {
    return (await this.uses.findById(tokenId).lean())?.last_used_at ?? null;
  }
}
