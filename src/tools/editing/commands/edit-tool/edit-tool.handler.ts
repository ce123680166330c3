import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { LockLease, RecordLocks } from '../../../../platform/database/record-locks';
import { faultPoint } from '../../../../platform/faults/fault-point';
import { Validation } from '../../../../approvals/validation.schema';
import { ValidationRequestedEvent } from '../../../../approvals/events/validation-requested.event';
import { ToolEditedEvent } from '../../../events/tool-edited.event';
import { ToolsChangedEvent } from '../../../events/tools-changed.event';
import { Tool } from '../../../tool.schema';
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
 * editors saving at once exactly one opens the request and the other gets the spec's message.
 */
@CommandHandler(EditToolCommand)
export class EditToolHandler implements ICommandHandler<EditToolCommand> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    private readonly policy: ToolChangePolicy,
    private readonly locks: RecordLocks,
    private readonly events: EventBus,
    private readonly outbox: Outbox,
    private readonly refusal: ToolRefusal,
  ) {}

  async execute({ caller, body }: EditToolCommand): Promise<ToolCard> {
    const toolId = toolObjectId((body as { _id?: unknown } | null)?._id);
    return this.locks.withLock(`tool:${toolId}`, (lease) => this.edit(caller, body, toolId, lease));
  }

  private async edit(caller: EditToolCommand['caller'], body: unknown, toolId: Types.ObjectId, lease: LockLease): Promise<ToolCard> {
    const tool = await this.tools.findOne({ _id: toolId, deleted: { $ne: true } }).lean<StoredTool>();
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
      const updated = await this.tools.findOneAndUpdate({ _id: toolId, ...NOT_PENDING }, { $set: withoutRenewedNewLabel(toStoredContent(content)) }, { new: true }).lean<StoredTool>();
      if (!updated) throw new PendingRequestExists();
      await this.outbox.publish(new ToolEditedEvent(ref, by, null, fields));
      this.events.publish(new ToolsChangedEvent([String(toolId)]));
      return toToolCard(updated);
    }

    // The request first: it holds everything needed to finish the edit. A crash after it leaves a
    // pending request whose tool lacks its flag; the reconciler sets the flag (the edit converges).
    if (await this.validations.exists({ app: toolId, status: 'pending' })) throw new PendingRequestExists();
    const validationId = new Types.ObjectId();
    await lease.beforeWrite();
    await this.validations.create({ _id: validationId, app: toolId, kind: 'edition', changed: content, edited_by: { _id: by.userId, fullname: by.fullname } });
    const staged = await this.outbox.stage(
      [`tool.${toolId}.edited.${validationId}`, new ToolEditedEvent(ref, by, String(validationId), fields)],
      [`validation.${validationId}.requested`, new ValidationRequestedEvent(String(validationId), ref, 'edition', by)],
    );
    faultPoint('edit.after-request');
    const flagged = await this.tools
      .findOneAndUpdate(
        { _id: toolId, ...NOT_PENDING },
        { $set: { has_pending_validation: true, pending_validation: { user: by.userId, edited_by_self: true, validation: String(validationId) } } },
        { new: true, timestamps: false },
      )
      .lean<StoredTool>();
    if (!flagged) {
      await this.outbox.discard(staged);
      await this.validations.deleteOne({ _id: validationId, status: 'pending' });
      throw new PendingRequestExists();
    }
    this.outbox.release(staged);
    this.events.publish(new ToolsChangedEvent([String(toolId)]));
    return toToolCard(flagged);
  }
}
