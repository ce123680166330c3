import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Outbox } from '../../../../platform/outbox/outbox';
import { ToolStore } from '../../../tool-store';
import { TOOL_STATE_FIELDS, toRequestState } from '../../tool-request-state';
import { DISCARD_REACTION, NO_REQUEST } from '../../tool-workflow.reactions';
import { DiscardToolChangeCommand } from './discard-tool-change.command';

/** Idempotent: a tool already discarded, or now waiting for another request, is left as it is. */
@CommandHandler(DiscardToolChangeCommand)
export class DiscardToolChangeHandler implements ICommandHandler<DiscardToolChangeCommand> {
  constructor(
    private readonly store: ToolStore,
    private readonly outbox: Outbox,
  ) {}

  async execute({ toolId, validationId, cause }: DiscardToolChangeCommand): Promise<boolean> {
    const discarded = await this.store.locked(toolId, async (lease) => {
      const stored = await this.store.tools.findById(toolId, TOOL_STATE_FIELDS).lean();
      if (!stored) return false;
      const tool = toRequestState(stored as Parameters<typeof toRequestState>[0]);
      if (tool.deleted || (validationId === null ? tool.pendingValidationId !== null : tool.pendingValidationId !== null && tool.pendingValidationId !== validationId)) return false;
      if (!tool.hasPendingValidation && tool.isPublished) return false;
      await lease.beforeWrite();
      await this.store.tools.updateOne({ _id: toolId }, { $set: tool.isPublished ? NO_REQUEST : { ...NO_REQUEST, deleted: true } }, { timestamps: false });
      return true;
    });
    if (cause) await this.outbox.markDone(cause, DISCARD_REACTION);
    if (discarded) this.store.announce([toolId]);
    return discarded;
  }
}
