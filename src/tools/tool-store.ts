import { Injectable, Module } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { LockLease, RecordLocks } from '../platform/database/record-locks';
import { ToolsChangedEvent } from './events/tools-changed.event';
import { Tool } from './tool.schema';
import { ToolModels } from './tools.module';

const toolLockOf = (toolId: string) => `tool:${toolId}`;

/**
 * The tools module's collection (`apps`), injected once: the module's handlers take this store instead
 * of the model, the lock and the event bus. A change of one tool runs under the tool's lock (FerretDB's
 * guarded updates are not atomic), and a write that changed tools tells the catalogue (ToolsChanged), so
 * the wall follows without each handler remembering to.
 */
@Injectable()
export class ToolStore {
  constructor(
    @InjectModel(Tool.name) readonly tools: Model<Tool>,
    private readonly locks: RecordLocks,
    private readonly events: EventBus,
  ) {}

  /** Runs `work` under the tool's lock (one change of a tool at a time, across every instance). */
  locked<T>(toolId: string, work: (lease: LockLease) => Promise<T>): Promise<T> {
    return this.locks.withLock(toolLockOf(toolId), work);
  }

  /** `locked`, then ToolsChanged for the tool when `changed(result)` says the work wrote (by default, a truthy result). */
  async change<T>(toolId: string, work: (lease: LockLease) => Promise<T>, changed: (result: T) => boolean = Boolean): Promise<T> {
    const result = await this.locked(toolId, work);
    if (changed(result)) this.announce([toolId]);
    return result;
  }

  /**
   * `change` for many tools at once, their locks taken and released together (`withFreeLocks`): `work` gets the
   * leases of the tools it may change and answers the ids it changed, announced in one ToolsChanged (the api
   * instances re-read them together, one catalogue version for all). Answers those ids and the tools whose lock
   * someone held, left for the caller to change one by one. Thirty or so a call: the catalogue re-reads more
   * than fifty changed ids by a full load.
   */
  async changeMany(toolIds: readonly string[], work: (leases: ReadonlyMap<string, LockLease>) => Promise<string[]>): Promise<{ changed: string[]; busy: string[] }> {
    let busy: string[] = [];
    const changed = await this.locks.withFreeLocks(
      toolIds.map(toolLockOf),
      (leases) => {
        const byTool = new Map(toolIds.filter((id) => leases.has(toolLockOf(id))).map((id) => [id, leases.get(toolLockOf(id))!]));
        busy = toolIds.filter((id) => !byTool.has(id));
        return work(byTool);
      },
    );
    this.announce(changed);
    return { changed, busy };
  }

  /** Tells the catalogue (in memory, then the other instances) that these tools changed; nothing if none. */
  announce(toolIds: readonly string[]): void {
    if (toolIds.length) this.events.publish(new ToolsChangedEvent(toolIds));
  }
}

/** The tools collection and its store, for the tools module's own sub-modules (never exported to others). */
@Module({ imports: [ToolModels], providers: [ToolStore], exports: [ToolStore] })
export class ToolStoreModule {}
