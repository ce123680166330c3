import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Validation } from '../../../validation.schema';
import { WithdrawToolRequestsCommand } from '../../../../tools/ports/withdraw-tool-requests.command';

@CommandHandler(WithdrawToolRequestsCommand)
export class WithdrawToolRequestsHandler implements ICommandHandler<WithdrawToolRequestsCommand> {
  constructor(@InjectModel(Validation.name) private readonly validations: Model<Validation>) {}

  async execute({ toolIds }: WithdrawToolRequestsCommand): Promise<void> {
    const apps = toolIds.map((id) => new Types.ObjectId(id));
    await this.validations.updateMany({ app: { $in: apps }, status: 'pending' }, { $set: { status: 'withdrawn' } });
  }
}
