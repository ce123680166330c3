import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DirectoryReader } from '../../../directory/directory.public';
import { SettingsUpdatedEvent } from '../../../settings/events/settings-updated.event';
import { SettingsCommands } from '../../../settings/settings.public';
import { InvalidValidator } from '../../approvals.errors';
import { SetValidationServiceCommand } from './set-validation-service.command';

@CommandHandler(SetValidationServiceCommand)
export class SetValidationServiceHandler implements ICommandHandler<SetValidationServiceCommand> {
  constructor(
    private readonly outbox: Outbox,
    private readonly settings: SettingsCommands,
    private readonly directory: DirectoryReader,
  ) {}

  async execute({ caller, group }: SetValidationServiceCommand) {
    const key = group && typeof group === 'object' ? ((group as Record<string, unknown>)._id ?? (group as Record<string, unknown>).objectguid) : group;
    if (typeof key !== 'string' || !key.trim() || key.length > 256) throw new InvalidValidator('Choose one group.');
    const found = await this.directory.activeGroupByIdOrObjectguid(key);
    if (!found) throw new InvalidValidator('Unknown group.');
    const validation_service = { _id: found._id, title: found.title, objectguid: found.objectguid };
    await this.settings.setValidationService(validation_service);
    await this.outbox.publish(new SettingsUpdatedEvent({ userId: caller.userId!, fullname: caller.fullname }, ['validation_service']));
    return { _id: String(found._id), title: found.title, objectguid: found.objectguid };
  }
}
