import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isValidObjectId } from 'mongoose';
import { GroupCommit, groupedUpdates } from '../../../../platform/database/group-commit';
import { ToolStore } from '../../../tool-store';
import { RevokeGrantedViewersCommand } from './revoke-granted-viewers.command';

/**
 * Under the tool's lock: pulls from `users` and `granted_viewers` the named people who are granted viewers.
 * The writes of concurrent commands (the expiry job ends grants of many tools at once) go out as one bulk
 * command of updates by `_id` (group commit).
 */
@CommandHandler(RevokeGrantedViewersCommand)
export class RevokeGrantedViewersHandler implements ICommandHandler<RevokeGrantedViewersCommand> {
  private readonly updates: GroupCommit<{ filter: object; update: object }>;

  constructor(private readonly store: ToolStore) {
    this.updates = groupedUpdates(store.tools.collection);
  }

  async execute({ toolId, userIds }: RevokeGrantedViewersCommand): Promise<number> {
    if (!isValidObjectId(toolId) || !userIds.length) return 0;
    return this.store.change(toolId, async (lease) => {
      const tool = await this.store.tools.findById(toolId, { users: 1, granted_viewers: 1 }).lean();
      const granted = new Set(tool?.granted_viewers ?? []);
      const leaving = new Set(userIds.filter((id) => granted.has(id)));
      if (!tool || !leaving.size) return 0;
      await lease.beforeWrite();
      const users = tool.users.filter((id) => !leaving.has(id));
      await this.updates.submit({ filter: { _id: tool._id }, update: { $set: { users, granted_viewers: [...granted].filter((id) => !leaving.has(id)) } } });
      return tool.users.length - users.length;
    });
  }
}
