import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model } from 'mongoose';
import { GroupCommit, groupedUpdates } from '../../../../platform/database/group-commit';
import { RecordLocks } from '../../../../platform/database/record-locks';
import { ToolsChangedEvent } from '../../../events/tools-changed.event';
import { Tool } from '../../../tool.schema';
import { RevokeGrantedViewersCommand } from './revoke-granted-viewers.command';

/**
 * Under the tool's lock: pulls from `users` and `granted_viewers` the named people who are granted viewers.
 * The writes of concurrent commands (the expiry job ends grants of many tools at once) go out as one bulk
 * command of updates by `_id` (group commit).
 */
@CommandHandler(RevokeGrantedViewersCommand)
export class RevokeGrantedViewersHandler implements ICommandHandler<RevokeGrantedViewersCommand> {
  private readonly updates: GroupCommit<{ filter: object; update: object }>;

  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly locks: RecordLocks,
    private readonly events: EventBus,
  ) {
    this.updates = groupedUpdates(tools.collection);
  }

  async execute({ toolId, userIds }: RevokeGrantedViewersCommand): Promise<number> {
    if (!isValidObjectId(toolId) || !userIds.length) return 0;
    const removed = await this.locks.withLock(`tool:${toolId}`, async (lease) => {
      const tool = await this.tools.findById(toolId, { users: 1, granted_viewers: 1 }).lean();
      const granted = new Set(tool?.granted_viewers ?? []);
      const leaving = new Set(userIds.filter((id) => granted.has(id)));
      if (!tool || !leaving.size) return 0;
      await lease.beforeWrite();
      const users = tool.users.filter((id) => !leaving.has(id));
      await this.updates.submit({ filter: { _id: tool._id }, update: { $set: { users, granted_viewers: [...granted].filter((id) => !leaving.has(id)) } } });
      return tool.users.length - users.length;
    });
    if (removed) this.events.publish(new ToolsChangedEvent([toolId]));
    return removed;
  }
}
