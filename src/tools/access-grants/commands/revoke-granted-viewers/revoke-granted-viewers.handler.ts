import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isValidObjectId } from 'mongoose';
import { ToolStore } from '../../../tool-store';
import { RevokeGrantedViewersCommand } from './revoke-granted-viewers.command';

/** Under the tool's lock: pulls from `users` and `granted_viewers` the named people who are granted viewers. */
@CommandHandler(RevokeGrantedViewersCommand)
export class RevokeGrantedViewersHandler implements ICommandHandler<RevokeGrantedViewersCommand> {
  constructor(private readonly store: ToolStore) {}

  async execute({ toolId, userIds }: RevokeGrantedViewersCommand): Promise<number> {
    if (!isValidObjectId(toolId) || !userIds.length) return 0;
    return this.store.change(toolId, async (lease) => {
      const tool = await this.store.tools.findById(toolId, { users: 1, granted_viewers: 1 }).lean();
      const granted = new Set(tool?.granted_viewers ?? []);
      const leaving = new Set(userIds.filter((id) => granted.has(id)));
      if (!tool || !leaving.size) return 0;
      await lease.beforeWrite();
      const users = tool.users.filter((id) => !leaving.has(id));
      await this.store.tools.updateOne({ _id: toolId }, { $set: { users, granted_viewers: [...granted].filter((id) => !leaving.has(id)) } }, { timestamps: false });
      return tool.users.length - users.length;
    });
  }
}
