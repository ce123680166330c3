import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ChangeIntents } from '../../../platform/outbox/change-intents';
import { CategoryDeletion } from './category-deletion';
import type { CategoryDeletionIntent } from './category-deletion-intent';
import { FinishCategoryDeletionCommand, FinishedCategoryDeletion } from './finish-category-deletion.command';

/** The reconciler's way to finish a category's deletion: the same steps the api runs. */
@CommandHandler(FinishCategoryDeletionCommand)
export class FinishCategoryDeletionHandler implements ICommandHandler<FinishCategoryDeletionCommand, FinishedCategoryDeletion> {
  constructor(
    private readonly intents: ChangeIntents,
    private readonly deletion: CategoryDeletion,
  ) {}

  async execute({ intentKey }: FinishCategoryDeletionCommand): Promise<FinishedCategoryDeletion> {
    const intent = await this.intents.find<CategoryDeletionIntent>(intentKey);
    if (!intent) return null;
    await this.deletion.finish(intent);
    return { category: intent.payload.category, by: intent.payload.by };
  }
}
