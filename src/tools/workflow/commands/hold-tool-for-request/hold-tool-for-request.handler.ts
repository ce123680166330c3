import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { RecordLocks } from '../../../../platform/database/record-locks';
import { ToolsChangedEvent } from '../../../events/tools-changed.event';
import { Tool } from '../../../tool.schema';
import { HoldToolForRequestCommand } from './hold-tool-for-request.command';

/** Idempotent: a deleted tool, or one already waiting, is left as it is (answers false). */
@CommandHandler(HoldToolForRequestCommand)
export class HoldToolForRequestHandler implements ICommandHandler<HoldToolForRequestCommand> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly locks: RecordLocks,
    private readonly events: EventBus,
  ) {}

  async execute({ toolId, validationId, editor }: HoldToolForRequestCommand): Promise<boolean> {
    const held = await this.locks.withLock(`tool:${toolId}`, async (lease) => {
      const tool = await this.tools.findById(toolId, { deleted: 1, has_pending_validation: 1 }).lean();
      if (!tool || tool.deleted || tool.has_pending_validation) return false;
      await lease.beforeWrite();
      const pending = { user: editor.userId, edited_by_self: true, validation: validationId };
      await this.tools.updateOne({ _id: toolId }, { $set: { has_pending_validation: true, pending_validation: pending } }, { timestamps: false });
      return true;
    });
    if (held) this.events.publish(new ToolsChangedEvent([toolId]));
    return held;
  }
}
