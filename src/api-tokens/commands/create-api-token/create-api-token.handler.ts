import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { checkApiTokenForm, type ApiTokenFormInput, type CreatedApiToken } from '../../../contracts';
import { Outbox } from '../../../platform/outbox/outbox';
import { ApiToken } from '../../api-token.schema';
import { apiTokenHashOf, apiTokenHintOf, newApiTokenSecret } from '../../api-token-secret';
import { apiTokenView, StoredApiToken } from '../../api-token-view';
import { ApiTokenRulesBroken } from '../../api-token.errors';
import { ApiTokenCreatedEvent } from '../../events/api-token-created.event';
import { personOf } from '../../events/api-token-parts';
import { CreateApiTokenCommand } from './create-api-token.command';

@CommandHandler(CreateApiTokenCommand)
export class CreateApiTokenHandler implements ICommandHandler<CreateApiTokenCommand> {
  constructor(
    private readonly outbox: Outbox,
    @InjectModel(ApiToken.name) private readonly tokens: Model<ApiToken>,
  ) {}

  async execute({ caller, body }: CreateApiTokenCommand): Promise<CreatedApiToken> {
    const { violations, value } = checkApiTokenForm((body ?? {}) as ApiTokenFormInput, new Date());
    if (!value) throw new ApiTokenRulesBroken(violations);
    const secret = newApiTokenSecret();
    const by = personOf(caller);
    const created = await this.tokens.create({
      name: value.name,
      scopes: value.scopes,
      note: value.note,
      secret_hash: apiTokenHashOf(secret),
      hint: apiTokenHintOf(secret),
      expires_at: value.expiresAt,
      created_by: { _id: by.userId, fullname: by.fullname },
    });
    const view = apiTokenView(created.toObject() as StoredApiToken);
    await this.outbox.publish(new ApiTokenCreatedEvent({ tokenId: view.id, name: view.name }, view.scopes, view.expiresAt, by));
    return { ...view, secret };
  }
}
