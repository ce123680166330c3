import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ChangeIntents } from '../../../../platform/outbox/change-intents';
import { FinishedToolDeletion, FinishToolDeletionCommand } from './finish-tool-deletion.command';
import { ToolDeletion } from './tool-deletion';
import type { ToolDeletionIntent } from './tool-deletion-intent';

/** The reconciler's way to finish a tool's deletion: the same steps the api runs. */
@CommandHandler(FinishToolDeletionCommand)
export class FinishToolDeletionHandler implements ICommandHandler<FinishToolDeletionCommand, FinishedToolDeletion> {
  constructor(
    private readonly intents: ChangeIntents,
    private readonly deletion: ToolDeletion,
  ) {}

  async execute({ intentKey }: FinishToolDeletionCommand): Promise<FinishedToolDeletion> {
    const intent = await this.intents.find<ToolDeletionIntent>(intentKey);
    if (!intent) return null;
    await this.deletion.finish(intent);
    return intent.payload;
  }
}
