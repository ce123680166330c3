import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ToolStore } from '../../../tool-store';
import { HoldToolForRequestCommand } from './hold-tool-for-request.command';

/** Idempotent: a deleted tool, or one already waiting, is left as it is (answers false). */
@CommandHandler(HoldToolForRequestCommand)
export class HoldToolForRequestHandler implements ICommandHandler<HoldToolForRequestCommand> {
  constructor(private readonly store: ToolStore) {}

  async execute({ toolId, validationId, editor }: HoldToolForRequestCommand): Promise<boolean> {
    return this.store.change(toolId, async (lease) => {
      const tool = await this.store.tools.findById(toolId, { deleted: 1, has_pending_validation: 1 }).lean();
      if (!tool || tool.deleted || tool.has_pending_validation) return false;
      await lease.beforeWrite();
      const pending = { user: editor.userId, edited_by_self: true, validation: validationId };
      await this.store.tools.updateOne({ _id: toolId }, { $set: { has_pending_validation: true, pending_validation: pending } }, { timestamps: false });
      return true;
    });
  }
}
