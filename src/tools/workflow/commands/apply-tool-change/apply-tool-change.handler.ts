import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { RecordLocks } from '../../../../platform/database/record-locks';
import { faultPoint } from '../../../../platform/faults/fault-point';
import { Outbox } from '../../../../platform/outbox/outbox';
import { contentOf, toStoredContent } from '../../../editing/tool-draft';
import { ToolsChangedEvent } from '../../../events/tools-changed.event';
import { publicationFields, withoutRenewedNewLabel } from '../../../new-label/new-label.rules';
import { Tool } from '../../../tool.schema';
import { TOOL_STATE_FIELDS, toRequestState, waitsFor } from '../../tool-request-state';
import { APPLY_REACTION, NO_REQUEST } from '../../tool-workflow.reactions';
import { ApplyToolChangeCommand } from './apply-tool-change.command';

/**
 * Idempotent: the content is written only while the tool still waits for this request, under the tool's
 * lock; a second delivery (the relay, the reconciler) finds it applied and only reports done. That finding
 * needs no lock: a tool that stopped waiting for a request never waits for it again. So a lock the accept's
 * killed process left behind (its release cut short) cannot keep an applied accept waiting. The command
 * itself says the request was accepted (only approvals sends it, after storing the decision), and carries
 * the content: tools asks approvals nothing.
 */
@CommandHandler(ApplyToolChangeCommand)
export class ApplyToolChangeHandler implements ICommandHandler<ApplyToolChangeCommand> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    private readonly locks: RecordLocks,
    private readonly outbox: Outbox,
    private readonly events: EventBus,
  ) {}

  async execute({ toolId, validationId, kind, changed, cause }: ApplyToolChangeCommand): Promise<boolean> {
    const applied = (await this.waits(toolId, validationId)) && (await this.locks.withLock(`tool:${toolId}`, async (lease) => {
      if (!(await this.waits(toolId, validationId))) return false;
      faultPoint('apply.before-write');
      await lease.beforeWrite();
      // A creation goes live now (the "new" label starts); an accepted edit never renews the label.
      const stored = toStoredContent(contentOf(changed));
      const fields = kind === 'creation' ? { ...stored, ...publicationFields(!stored.is_new, new Date()) } : withoutRenewedNewLabel(stored);
      await this.tools.updateOne({ _id: toolId }, { $set: { ...fields, is_published: true, ...NO_REQUEST } });
      return true;
    }));
    if (cause) await this.outbox.markDone(cause, APPLY_REACTION);
    if (applied) this.events.publish(new ToolsChangedEvent([toolId]));
    return applied;
  }

  /** Does the tool still wait for this request? False once applied (or deleted, or moved on). */
  private async waits(toolId: string, validationId: string): Promise<boolean> {
    const tool = await this.tools.findById(toolId, TOOL_STATE_FIELDS).lean();
    return waitsFor(tool && toRequestState(tool as Parameters<typeof toRequestState>[0]), validationId);
  }
}
