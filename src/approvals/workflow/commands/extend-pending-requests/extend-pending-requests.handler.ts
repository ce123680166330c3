import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ALL_VIEWERS } from '../../../../tools/tools.public';
import { Validation } from '../../../validation.schema';
import { ExtendPendingRequestsCommand } from '../../../../tools/ports/extend-pending-requests.command';

/** Idempotent ($addToSet). A request open to everyone gets no named viewers. */
@CommandHandler(ExtendPendingRequestsCommand)
export class ExtendPendingRequestsHandler implements ICommandHandler<ExtendPendingRequestsCommand> {
  constructor(@InjectModel(Validation.name) private readonly validations: Model<Validation>) {}

  async execute({ toolIds, additions }: ExtendPendingRequestsCommand): Promise<void> {
    const app = { $in: toolIds.map((id) => new Types.ObjectId(id)) };
    if (additions.managers.length) await this.validations.updateMany({ app, status: 'pending' }, { $addToSet: { 'changed.managers': { $each: [...additions.managers] } } });
    if (additions.users.length) {
      await this.validations.updateMany({ app, status: 'pending', 'changed.users': { $ne: ALL_VIEWERS } }, { $addToSet: { 'changed.users': { $each: [...additions.users] } } });
    }
  }
}
