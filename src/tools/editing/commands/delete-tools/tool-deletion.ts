import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { WithdrawToolRequestsCommand } from '../../../ports/withdraw-tool-requests.command';
import { faultPoint } from '../../../../platform/faults/fault-point';
import { ChangeIntent, ChangeIntents } from '../../../../platform/outbox/change-intents';
import { Outbox } from '../../../../platform/outbox/outbox';
import { ToolDeletedEvent } from '../../../events/tool-deleted.event';
import type { Person, ToolRef } from '../../../events/tool-parties';
import { ToolStore } from '../../../tool-store';
import { TOOL_DELETION, type ToolDeletionIntent, toolDeletionKey } from './tool-deletion-intent';

export { TOOL_DELETION, type ToolDeletionIntent, toolDeletionKey } from './tool-deletion-intent';

/**
 * The steps of deleting one tool, each idempotent, so that a crash between any two converges to the
 * uninterrupted result (the api's second click and the worker's reconciler both call `finish`):
 *   1. the intent is recorded (ChangeIntents), for every tool of the batch before any other write;
 *   2. under the tool's lock, its "deleted" line goes to the outbox under the key `tools.delete.<id>`;
 *   3. the tool is marked deleted, its pending mark cleared;
 *   4. its requests still pending are withdrawn (approvals' WithdrawToolRequestsCommand);
 *   5. the intent is removed.
 * Bookmarks, default tools and logo files keep naming a deleted tool, as they always did: every read
 * leaves deleted tools out, so there is nothing to finish there.
 */
@Injectable()
export class ToolDeletion {
  constructor(
    private readonly store: ToolStore,
    private readonly commands: CommandBus,
    private readonly intents: ChangeIntents,
    private readonly outbox: Outbox,
  ) {}

  /** Of these deleted tools, the ones whose deletion is recorded but not finished. */
  async unfinished(toolIds: string[]): Promise<Set<string>> {
    const keys = await this.intents.existing(toolIds.map(toolDeletionKey));
    return new Set(toolIds.filter((id) => keys.has(toolDeletionKey(id))));
  }

  /** Deletes checked tools: every intent first, then each tool's steps. */
  async delete(tools: ToolRef[], by: Person): Promise<void> {
    const intents: ChangeIntent<ToolDeletionIntent>[] = [];
    for (const tool of tools) intents.push(await this.intents.record<ToolDeletionIntent>(toolDeletionKey(tool.toolId), TOOL_DELETION, { tool, by }));
    faultPoint('delete.after-intent');
    for (const intent of intents) await this.finish(intent, false);
    this.store.announce(tools.map((tool) => tool.toolId));
  }

  /** Steps 2 to 5 of one tool; safe to run again at any point. `announce`: tell the catalogues (a batch does it once). */
  async finish({ _id: key, payload, created_at }: ChangeIntent<ToolDeletionIntent>, announce = true): Promise<void> {
    const toolId = new Types.ObjectId(payload.tool.toolId);
    await this.store.locked(String(toolId), async (lease) => {
      const staged = await this.outbox.stage([key, new ToolDeletedEvent(payload.tool, payload.by), created_at]);
      faultPoint('delete.after-outbox');
      await lease.beforeWrite();
      await this.store.tools.updateOne({ _id: toolId }, { $set: { deleted: true, has_pending_validation: false, pending_validation: null } });
      faultPoint('delete.after-tool');
      await lease.beforeWrite();
      await this.commands.execute(new WithdrawToolRequestsCommand([String(toolId)]));
      await this.intents.remove(key);
      this.outbox.release(staged);
    });
    if (announce) this.store.announce([String(toolId)]);
  }
}
