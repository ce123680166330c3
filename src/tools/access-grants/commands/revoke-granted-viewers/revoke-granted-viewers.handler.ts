import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isValidObjectId, Types } from 'mongoose';
import { boundedBulks, BULKS_AT_ONCE, MAX_STATEMENTS } from '../../../../platform/database/group-commit';
import { inParallel } from '../../../../platform/database/in-parallel';
import { LockLost, RecordBusy } from '../../../../platform/database/record-locks';
import { ToolStore } from '../../../tool-store';
import { RevokeGrantedViewersCommand, type RevokedViewers } from './revoke-granted-viewers.command';

/**
 * Tools changed together: their locks taken at once, each tool read by `_id`, their updates one bulk command
 * (FerretDB hangs past ~40 statements a command), then the locks released at once. Thirty keeps each lock's
 * hold to a few round trips, far inside its lease even when the database answers in seconds.
 */
const TOOLS_AT_ONCE = MAX_STATEMENTS;

type Leaving = Map<string, Set<string>>;

/**
 * Pulls from `users` and `granted_viewers` the named people who are granted viewers, under each tool's lock.
 * The expiry job ends the grants of tens of tools at once: they go thirty tools at a time, a few such chunks in
 * flight; a tool whose lock someone holds is done alone afterwards (waiting for its holder, as any change of a tool does).
 */
@CommandHandler(RevokeGrantedViewersCommand)
export class RevokeGrantedViewersHandler implements ICommandHandler<RevokeGrantedViewersCommand> {
  constructor(private readonly store: ToolStore) {}

  async execute({ grants }: RevokeGrantedViewersCommand): Promise<RevokedViewers> {
    const leaving: Leaving = new Map();
    for (const { toolId, userIds } of grants) if (isValidObjectId(toolId) && userIds.length) leaving.set(toolId, new Set([...(leaving.get(toolId) ?? []), ...userIds]));
    const outcome: RevokedViewers = { removed: 0, notDone: [] };
    // Chunks of distinct tools, so their order does not matter: a few in flight, FerretDB parsing one while SQLite writes another.
    await inParallel(boundedBulks([...leaving.keys()]), BULKS_AT_ONCE, async (chunk) => {
      const busy = await this.notDoneWhenLost(chunk, outcome, () => this.revokeTogether(chunk, leaving, outcome));
      for (const toolId of busy ?? []) await this.notDoneWhenLost([toolId], outcome, () => this.revokeAlone(toolId, leaving, outcome));
    });
    return outcome;
  }

  /** Runs `revoke`; a lock someone kept, or one lost before the write, leaves `toolIds` not done (nothing of them written). */
  private async notDoneWhenLost<T>(toolIds: string[], outcome: RevokedViewers, revoke: () => Promise<T>): Promise<T | null> {
    try {
      return await revoke();
    } catch (error) {
      if (!(error instanceof RecordBusy) && !(error instanceof LockLost)) throw error;
      outcome.notDone.push(...toolIds);
      return null;
    }
  }

  /** The tools whose lock was free, together; answers the others. */
  private async revokeTogether(toolIds: string[], leaving: Leaving, outcome: RevokedViewers): Promise<string[]> {
    const { busy } = await this.store.changeMany(toolIds, async (leases) => {
      const updates: { toolId: string; _id: Types.ObjectId; users: string[]; granted: string[] }[] = [];
      let removed = 0;
      await inParallel([...leases.keys()], TOOLS_AT_ONCE, async (toolId) => {
        const tool = await this.store.tools.findById(toolId, { users: 1, granted_viewers: 1 }).lean();
        const change = tool && this.without(tool, leaving.get(toolId)!);
        if (!change) return;
        updates.push({ toolId, _id: tool._id, ...change });
        removed += tool.users.length - change.users.length;
      });
      // Every lease checked (renewed past half its life) before the one write: a lost one writes nothing.
      await Promise.all(updates.map(({ toolId }) => leases.get(toolId)!.beforeWrite()));
      if (updates.length) await this.store.tools.collection.bulkWrite(updates.map(({ _id, users, granted }) => ({ updateOne: { filter: { _id }, update: { $set: { users, granted_viewers: granted } } } })), { ordered: false });
      outcome.removed += removed;
      return updates.map(({ toolId }) => toolId);
    });
    return busy;
  }

  private async revokeAlone(toolId: string, leaving: Leaving, outcome: RevokedViewers): Promise<void> {
    outcome.removed += await this.store.change(toolId, async (lease) => {
      const tool = await this.store.tools.findById(toolId, { users: 1, granted_viewers: 1 }).lean();
      const change = tool && this.without(tool, leaving.get(toolId)!);
      if (!change) return 0;
      await lease.beforeWrite();
      await this.store.tools.updateOne({ _id: tool._id }, { $set: { users: change.users, granted_viewers: change.granted } }, { timestamps: false });
      return tool.users.length - change.users.length;
    });
  }

  /** The tool's viewers and granted viewers without the granted ones of `userIds`; null when none of them is granted. */
  private without(tool: { users: string[]; granted_viewers?: string[] }, userIds: Set<string>): { users: string[]; granted: string[] } | null {
    const granted = tool.granted_viewers ?? [];
    const out = new Set(granted.filter((id) => userIds.has(id)));
    if (!out.size) return null;
    return { users: tool.users.filter((id) => !out.has(id)), granted: granted.filter((id) => !out.has(id)) };
  }
}
