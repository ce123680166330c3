import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Validation } from '../../../validation.schema';
import { RemoveRequestCategoriesCommand } from '../../../../categories/ports/remove-request-categories.command';

@CommandHandler(RemoveRequestCategoriesCommand)
export class RemoveRequestCategoriesHandler implements ICommandHandler<RemoveRequestCategoriesCommand> {
  constructor(@InjectModel(Validation.name) private readonly validations: Model<Validation>) {}

  async execute({ categoryId }: RemoveRequestCategoriesCommand): Promise<void> {
    await this.validations.updateMany({ status: 'pending', 'changed.categories': categoryId }, { $pull: { 'changed.categories': categoryId } });
  }
}
