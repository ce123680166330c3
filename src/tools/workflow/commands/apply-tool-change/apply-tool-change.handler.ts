import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { faultPoint } from '../../../../platform/faults/fault-point';
import { Outbox } from '../../../../platform/outbox/outbox';
import { contentOf, toStoredContent } from '../../../editing/tool-draft';
import { publicationFields, withoutRenewedNewLabel } from '../../../new-label/new-label.rules';
import { ToolStore } from '../../../tool-store';
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
    private readonly store: ToolStore,
    private readonly outbox: Outbox,
  ) {}

  async execute({ toolId, validationId, kind, changed, cause }: ApplyToolChangeCommand): Promise<boolean> {
    const applied = (await this.waits(toolId, validationId)) && (await this.store.locked(toolId, async (lease) => {
      if (!(await this.waits(toolId, validationId))) return false;
      faultPoint('apply.before-write');
      await lease.beforeWrite();
      // A creation goes live now (the "new" label starts); an accepted edit never renews the label.
      const stored = toStoredContent(contentOf(changed));
      const fields = kind === 'creation' ? { ...stored, ...publicationFields(!stored.is_new, new Date()) } : withoutRenewedNewLabel(stored);
      await this.store.tools.updateOne({ _id: toolId }, { $set: { ...fields, is_published: true, ...NO_REQUEST } });
      return true;
    }));
    if (cause) await this.outbox.markDone(cause, APPLY_REACTION);
    if (applied) this.store.announce([toolId]);
    return applied;
  }

  /** Does the tool still wait for this request? False once applied (or deleted, or moved on). */
  private async waits(toolId: string, validationId: string): Promise<boolean> {
    const tool = await this.store.tools.findById(toolId, TOOL_STATE_FIELDS).lean();
    return waitsFor(tool && toRequestState(tool as Parameters<typeof toRequestState>[0]), validationId);
  }
}
