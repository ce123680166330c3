import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model } from 'mongoose';
import { RecordLocks } from '../../../../platform/database/record-locks';
import { ToolsChangedEvent } from '../../../events/tools-changed.event';
import { Tool } from '../../../tool.schema';
import { GrantOutcome, GrantToolViewerCommand } from './grant-tool-viewer.command';

/**
 * Adds the person to the tool's viewers and to its granted viewers, under the tool's lock (FerretDB's
 * guarded updates are not atomic). A person already a viewer by hand is left unmarked, so no grant's end
 * ever removes them. Running it again changes nothing.
 */
@CommandHandler(GrantToolViewerCommand)
export class GrantToolViewerHandler implements ICommandHandler<GrantToolViewerCommand> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly locks: RecordLocks,
    private readonly events: EventBus,
  ) {}

  async execute({ toolId, userId }: GrantToolViewerCommand): Promise<GrantOutcome> {
    if (!isValidObjectId(toolId)) return 'no-tool';
    const outcome = await this.locks.withLock(`tool:${toolId}`, async (lease): Promise<GrantOutcome> => {
      const tool = await this.tools.findById(toolId, { users: 1, granted_viewers: 1, deleted: 1 }).lean();
      if (!tool || tool.deleted) return 'no-tool';
      if ((tool.granted_viewers ?? []).includes(userId)) return 'added';
      if (tool.users.includes(userId)) return 'already';
      await lease.beforeWrite();
      await this.tools.updateOne({ _id: toolId }, { $set: { users: [...tool.users, userId], granted_viewers: [...(tool.granted_viewers ?? []), userId] } }, { timestamps: false });
      return 'added';
    });
    if (outcome === 'added') this.events.publish(new ToolsChangedEvent([toolId]));
    return outcome;
  }
}
