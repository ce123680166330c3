import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { RecordLocks } from '../../../../platform/database/record-locks';
import { Outbox } from '../../../../platform/outbox/outbox';
import { ToolsChangedEvent } from '../../../events/tools-changed.event';
import { Tool } from '../../../tool.schema';
import { TOOL_STATE_FIELDS, toRequestState } from '../../tool-request-state';
import { DISCARD_REACTION, NO_REQUEST } from '../../tool-workflow.reactions';
import { DiscardToolChangeCommand } from './discard-tool-change.command';

/** Idempotent: a tool already discarded, or now waiting for another request, is left as it is. */
@CommandHandler(DiscardToolChangeCommand)
export class DiscardToolChangeHandler implements ICommandHandler<DiscardToolChangeCommand> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly locks: RecordLocks,
    private readonly outbox: Outbox,
    private readonly events: EventBus,
  ) {}

  async execute({ toolId, validationId, cause }: DiscardToolChangeCommand): Promise<boolean> {
    const discarded = await this.locks.withLock(`tool:${toolId}`, async (lease) => {
      const stored = await this.tools.findById(toolId, TOOL_STATE_FIELDS).lean();
      if (!stored) return false;
      const tool = toRequestState(stored as Parameters<typeof toRequestState>[0]);
      if (tool.deleted || (validationId === null ? tool.pendingValidationId !== null : tool.pendingValidationId !== null && tool.pendingValidationId !== validationId)) return false;
      if (!tool.hasPendingValidation && tool.isPublished) return false;
      await lease.beforeWrite();
      await this.tools.updateOne({ _id: toolId }, { $set: tool.isPublished ? NO_REQUEST : { ...NO_REQUEST, deleted: true } }, { timestamps: false });
      return true;
    });
    if (cause) await this.outbox.markDone(cause, DISCARD_REACTION);
    if (discarded) this.events.publish(new ToolsChangedEvent([toolId]));
    return discarded;
  }
}
