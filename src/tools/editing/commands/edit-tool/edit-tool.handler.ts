import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import type { LockLease } from '../../../../platform/database/record-locks';
import { faultPoint } from '../../../../platform/faults/fault-point';
import { sendNextStep } from '../../../../platform/cqrs/send-next-step';
import { RequestValidationCommand } from '../../../ports/request-validation.command';
import { ToolEditedEvent } from '../../../events/tool-edited.event';
import { ToolStore } from '../../../tool-store';
import { ToolCard, toToolCard } from '../../../tool-card';
import { canEditTool } from '../../../../contracts/tool-access';
import { ToolRefusal } from '../../../access/tool-refusal';
import { assertEditable, scopeOf, StoredTool, toolObjectId } from '../../editable-tool';
import { personOf, toolRefOf } from '../../tool-event-parts';
import { PendingRequestExists } from '../../tool-editing.errors';
import { ToolChangePolicy } from '../../tool-change-policy';
import { changedFields, contentOf, toStoredContent } from '../../tool-draft';
import { visibilityOf } from '../../../../contracts/tool-visibility';
import { withoutRenewedNewLabel } from '../../../new-label/new-label.rules';
import { EditToolCommand } from './edit-tool.command';
import { Outbox } from '../../../../platform/outbox/outbox';

const NOT_PENDING = { deleted: { $ne: true }, has_pending_validation: { $ne: true } };

/**
 * Edits a tool. Administrators' edits (and a sub-administrator's inside their subsidiary) apply at
 * once; anyone else's becomes a validation while the live tool keeps its approved content. A tool
 * holds at most one pending request: edits of one tool run one at a time (RecordLocks), so of two
 * editors saving at once exactly one opens the request and the other gets the spec's message. The request
 * itself is approvals' (RequestValidation, a command of tools' ports that approvals handles), sent before
 * the answer.
 */
@CommandHandler(EditToolCommand)
export class EditToolHandler implements ICommandHandler<EditToolCommand> {
  private readonly logger = new Logger(EditToolHandler.name);

  constructor(
    private readonly store: ToolStore,
    private readonly policy: ToolChangePolicy,
    private readonly commands: CommandBus,
    private readonly outbox: Outbox,
    private readonly refusal: ToolRefusal,
  ) {}

  async execute({ caller, body }: EditToolCommand): Promise<ToolCard> {
    const toolId = toolObjectId(body._id);
    return this.store.locked(String(toolId), (lease) => this.edit(caller, body, toolId, lease));
  }

  private async edit(caller: EditToolCommand['caller'], body: EditToolCommand['body'], toolId: Types.ObjectId, lease: LockLease): Promise<ToolCard> {
    const tool = await this.store.tools.findOne({ _id: toolId, deleted: { $ne: true } }).lean<StoredTool>();
    if (tool && !canEditTool(caller, scopeOf(tool))) throw await this.refusal.of(caller, tool);
    assertEditable(caller, tool);
    if (tool.has_pending_validation) throw new PendingRequestExists();

    const current = contentOf(tool);
    const { content, waitsForApproval } = await this.policy.admit(caller, body, {
      visibility: visibilityOf(current.users, current.subsidiaryId),
      subsidiaryId: current.subsidiaryId,
    });
    const fields = changedFields(current, content);
    if (!fields.length) return toToolCard(tool);

    const by = personOf(caller);
    // Named by the proposed title, as every later step of the request (accepted, extra approvals) names it.
    const ref = toolRefOf(toolId, content.title);
    if (!waitsForApproval) {
      await lease.beforeWrite();
      const updated = await this.store.tools.findOneAndUpdate({ _id: toolId, ...NOT_PENDING }, { $set: withoutRenewedNewLabel(toStoredContent(content)) }, { new: true }).lean<StoredTool>();
      if (!updated) throw new PendingRequestExists();
      await this.outbox.publish(new ToolEditedEvent(ref, by, null, fields));
      this.store.announce([String(toolId)]);
      return toToolCard(updated);
    }

    // The intent first: ToolEdited with the proposal, in the outbox under a key made from the request's id.
    // Then the tool's own write (it waits for that request). Then RequestValidation (approvals), which marks
    // ToolEdited done. A crash after the intent is finished by the worker's relay (it publishes ToolEdited
    // again until the request is stored, and approvals' saga sends RequestValidation) or its reconciler.
    const validationId = String(new Types.ObjectId());
    const edited = new ToolEditedEvent(ref, by, validationId, fields, { ...content });
    const staged = await this.outbox.stage([`tool.${toolId}.edited.${validationId}`, edited]);
    faultPoint('edit.after-intent');
    // An edit answered with an error leaves no intent behind: the relay would otherwise open the request the
    // editor was told had failed (a retry then made a second). If the flag was written all the same (the
    // database failed after it), the reconciler clears a flag whose request and intent are missing.
    const flagged = await this.flag(toolId, by.userId, validationId, lease).catch(async (error: unknown) => {
      await this.outbox.discard(staged);
      throw error;
    });
    if (!flagged) {
      await this.outbox.discard(staged);
      throw new PendingRequestExists();
    }
    faultPoint('edit.after-flag');
    await sendNextStep(this.commands, new RequestValidationCommand(validationId, ref, 'edition', { ...content }, by, staged[0]), this.logger);
    this.outbox.release(staged);
    this.store.announce([String(toolId)]);
    return toToolCard(flagged);
  }

  /** Marks the tool as waiting for this request; null when it already waits for another. */
  private async flag(toolId: Types.ObjectId, userId: string, validationId: string, lease: LockLease): Promise<StoredTool | null> {
    await lease.beforeWrite();
    return this.store.tools
      .findOneAndUpdate(
        { _id: toolId, ...NOT_PENDING },
        { $set: { has_pending_validation: true, pending_validation: { user: userId, edited_by_self: true, validation: validationId } } },
        { new: true, timestamps: false },
      )
      .lean<StoredTool>();
  }
}
