import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Service } from '../../../directory/service.schema';
import { SettingsUpdatedEvent } from '../../../settings/events/settings-updated.event';
import { Settings, SETTINGS_KEY } from '../../../settings/settings.schema';
import { InvalidValidator } from '../../approvals.errors';
import { SetValidationServiceCommand } from './set-validation-service.command';

@CommandHandler(SetValidationServiceCommand)
export class SetValidationServiceHandler implements ICommandHandler<SetValidationServiceCommand> {
  constructor(
    private readonly outbox: Outbox,
    @InjectModel(Settings.name) private readonly settings: Model<Settings>,
    @InjectModel(Service.name) private readonly groups: Model<Service>,
  ) {}

  async execute({ caller, group }: SetValidationServiceCommand) {
    const key = group && typeof group === 'object' ? ((group as Record<string, unknown>)._id ?? (group as Record<string, unknown>).objectguid) : group;
    if (typeof key !== 'string' || !key.trim() || key.length > 256) throw new InvalidValidator('Choose one group.');
    const byId = /^[0-9a-f]{24}$/i.test(key) ? [{ _id: new Types.ObjectId(key) }] : [];
    const found = await this.groups.findOne({ $or: [...byId, { objectguid: key }], deleted: { $ne: true } }, { title: 1, objectguid: 1 }).lean();
    if (!found) throw new InvalidValidator('Unknown group.');
    const validation_service = { _id: found._id, title: found.title, objectguid: found.objectguid };
    await this.settings.updateOne({ key: SETTINGS_KEY }, { $set: { validation_service } }, { upsert: true });
    await this.outbox.publish(new SettingsUpdatedEvent({ userId: caller.userId!, fullname: caller.fullname }, ['validation_service']));
    return { _id: String(found._id), title: found.title, objectguid: found.objectguid };
  }
}
