import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { checkAdminConfig } from '../../../contracts/config-rules';
import { DomainError } from '../../../platform/http/domain.error';
import { SettingsUpdatedEvent } from '../../events/settings-updated.event';
import type { AdminConfig } from '../../../contracts/wire/admin-config';
import { GetAdminConfigQuery } from '../../queries/get-admin-config/get-admin-config.query';
import { Settings, SETTINGS_KEY } from '../../settings.schema';
import { UpdateSettingsCommand } from './update-settings.command';

/**
 * Saves the fields the body sends, after every rule passed (one broken entry changes nothing); a field
 * left out stays as it is. The footer, the validation group and the import settings have their own calls.
 */
@CommandHandler(UpdateSettingsCommand)
export class UpdateSettingsHandler implements ICommandHandler<UpdateSettingsCommand> {
  constructor(
    private readonly outbox: Outbox,
    @InjectModel(Settings.name) private readonly settings: Model<Settings>,
    private readonly queries: QueryBus,
  ) {}

  async execute({ caller, body }: UpdateSettingsCommand): Promise<AdminConfig> {
    const { changes, violations } = checkAdminConfig(body);
    if (violations.length) {
      const first = violations[0];
      throw new DomainError(first.code, first.message, 400, Object.fromEntries(violations.map((v) => [v.field, v.message])));
    }
    const fields = Object.keys(changes);
    if (fields.length) {
      await this.settings.updateOne({ key: SETTINGS_KEY }, { $set: changes, $setOnInsert: { key: SETTINGS_KEY } }, { upsert: true });
      await this.outbox.publish(new SettingsUpdatedEvent({ userId: caller.userId!, fullname: caller.fullname }, fields));
    }
    return this.queries.execute(new GetAdminConfigQuery(caller));
  }
}
