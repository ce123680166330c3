import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isValidObjectId } from 'mongoose';
import { ToolStore } from '../../../tool-store';
import { GrantOutcome, GrantToolViewerCommand } from './grant-tool-viewer.command';

/**
 * Adds the person to the tool's viewers and to its granted viewers, under the tool's lock (FerretDB's
 * guarded updates are not atomic). A person already a viewer by hand is left unmarked, so no grant's end
 * ever removes them. Running it again changes nothing.
 */
@CommandHandler(GrantToolViewerCommand)
export class GrantToolViewerHandler implements ICommandHandler<GrantToolViewerCommand> {
  constructor(private readonly store: ToolStore) {}

  async execute({ toolId, userId }: GrantToolViewerCommand): Promise<GrantOutcome> {
    if (!isValidObjectId(toolId)) return 'no-tool';
    return this.store.change(toolId, async (lease): Promise<GrantOutcome> => {
      const tool = await this.store.tools.findById(toolId, { users: 1, granted_viewers: 1, deleted: 1 }).lean();
      if (!tool || tool.deleted) return 'no-tool';
      if ((tool.granted_viewers ?? []).includes(userId)) return 'added';
      if (tool.users.includes(userId)) return 'already';
      await lease.beforeWrite();
      await this.store.tools.updateOne({ _id: toolId }, { $set: { users: [...tool.users, userId], granted_viewers: [...(tool.granted_viewers ?? []), userId] } }, { timestamps: false });
      return 'added';
    }, (outcome) => outcome === 'added');
  }
}
