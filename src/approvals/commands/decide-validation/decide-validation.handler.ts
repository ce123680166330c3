import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { User } from '../../../directory/user.schema';
import { LockLease, RecordLocks } from '../../../platform/database/record-locks';
import { faultPoint } from '../../../platform/faults/fault-point';
import { Outbox } from '../../../platform/outbox/outbox';
import { ToolsChangedEvent } from '../../../tools/events/tools-changed.event';
import { toStoredContent, ToolContent } from '../../../tools/editing/tool-draft';
import { publicationFields, withoutRenewedNewLabel } from '../../../tools/new-label/new-label.rules';
import { Tool } from '../../../tools/tool.schema';
import { ExtraValidationInProgress } from '../../approvals.errors';
import { ValidationAcceptedEvent } from '../../events/validation-accepted.event';
import { ValidationRejectedEvent } from '../../events/validation-rejected.event';
import { assertStillPending, pendingExtraIndex, StoredValidation, validationObjectId } from '../../stored-validation';
import { Validation } from '../../validation.schema';
import { editorOf, personOf, stampOf, toolOf } from '../../workflow-parts';
import { DecideValidationCommand } from './decide-validation.command';

const NO_REQUEST = { has_pending_validation: false, pending_validation: null };

type DecidedBy = { userId: string; fullname: string };

/** The person who decided, from the stored stamp (a repair finishes the decision in their name). */
function deciderOf(validation: StoredValidation): DecidedBy {
  const stamp = (validation as unknown as { decided_by?: { _id?: unknown; fullname?: string } }).decided_by;
  return { userId: String(stamp?._id ?? ''), fullname: stamp?.fullname ?? '' };
}

/** The stored decision's time: the outbox entry's staging time, so a finish run again writes the same activity line. */
const decidedTimeOf = (validation: StoredValidation) => (validation as unknown as { decided_time?: Date }).decided_time;

/**
 * Accepting applies the proposed content to the live tool (publishing a creation); rejecting leaves the
 * live tool as it was (a rejected creation is removed) and answers the editor's address for the manual
 * mail. Decisions on one request run one at a time (an owned lock), so of two administrators clicking
 * at once one decides and the other is told it is already decided. While an extra approval waits,
 * neither is possible.
 *
 * Three steps, each idempotent, so that a crash between any two converges: (1) the decision is stored on
 * the request (guarded by `status: 'pending'`); (2) its mail and log line go to the outbox under a key
 * made from the request id; (3) the tool is changed. A decision stored but not applied (a crash after
 * step 1 or 2) is finished by a second click, which answers as the first would have, or by the
 * reconciler (ApprovalReconciler), which calls `finish`.
 */
@CommandHandler(DecideValidationCommand)
export class DecideValidationHandler implements ICommandHandler<DecideValidationCommand> {
  constructor(
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly locks: RecordLocks,
    private readonly outbox: Outbox,
    private readonly events: EventBus,
  ) {}

  execute({ caller, validationId, decision }: DecideValidationCommand) {
    const id = validationObjectId(validationId);
    return this.locks.withLock(`validation:${id}`, async (lease) => {
      const validation = await this.validations.findById(id).lean<StoredValidation>();
      const wanted = decision === 'accept' ? 'accepted' : 'rejected';
      if (validation && validation.status === wanted && (await this.isUnapplied(validation))) {
        // A crash stopped this very decision half-way: finish it rather than answer "already approved".
        return this.finish(validation, deciderOf(validation), lease);
      }
      assertStillPending(validation);
      if (pendingExtraIndex(validation) >= 0) throw new ExtraValidationInProgress();
      await lease.beforeWrite();
      const decided = { status: wanted, decided_by: stampOf(caller), decided_time: new Date() };
      await this.validations.updateOne({ _id: id, status: 'pending' }, { $set: decided });
      faultPoint('decide.after-status');
      return this.finish({ ...validation, ...decided } as unknown as StoredValidation, personOf(caller), lease);
    });
  }

  /** Is the tool still waiting for this (decided) request? Then the decision was not applied yet. */
  async isUnapplied(validation: Pick<StoredValidation, '_id' | 'app'>): Promise<boolean> {
    const tool = await this.tools.findById(validation.app, { has_pending_validation: 1, pending_validation: 1, deleted: 1 }).lean();
    if (!tool || tool.deleted || !tool.has_pending_validation) return false;
    const owner = tool.pending_validation?.validation;
    return !owner || owner === String(validation._id);
  }

  /** Steps 2 and 3 of a stored decision; safe to run again. */
  async finish(validation: StoredValidation, by: DecidedBy, lease?: LockLease) {
    return validation.status === 'accepted' ? this.accept(validation, by, lease) : this.reject(validation, by, lease);
  }

  private async accept(validation: StoredValidation, by: DecidedBy, lease?: LockLease) {
    const kind = validation.kind as 'creation' | 'edition';
    const id = String(validation._id);
    const staged = await this.outbox.stage([`validation.${id}.accepted`, new ValidationAcceptedEvent(id, toolOf(validation), kind, editorOf(validation), by), decidedTimeOf(validation)]);
    faultPoint('accept.after-outbox');
    const content = validation.changed as unknown as ToolContent;
    await lease?.beforeWrite();
    // A creation goes live now (the "new" label starts); an accepted edit never renews the label.
    const stored = toStoredContent(content);
    const fields = validation.kind === 'creation' ? { ...stored, ...publicationFields(!stored.is_new, new Date()) } : withoutRenewedNewLabel(stored);
    await this.tools.updateOne({ _id: validation.app }, { $set: { ...fields, is_published: true, ...NO_REQUEST } });
    this.outbox.release(staged);
    this.events.publish(new ToolsChangedEvent([String(validation.app)]));
    return { message: 'Request approved', has_pending_validation: false };
  }

  private async reject(validation: StoredValidation, by: DecidedBy, lease?: LockLease) {
    const creation = validation.kind === 'creation';
    const id = String(validation._id);
    const editor = editorOf(validation);
    const staged = await this.outbox.stage([`validation.${id}.rejected`, new ValidationRejectedEvent(id, toolOf(validation), creation ? 'creation' : 'edition', editor, by), decidedTimeOf(validation)]);
    faultPoint('reject.after-outbox');
    await lease?.beforeWrite();
    await this.tools.updateOne({ _id: validation.app }, { $set: creation ? { ...NO_REQUEST, deleted: true } : NO_REQUEST }, { timestamps: false });
    const person = await this.users.findById(editor.userId, { email: 1 }).lean();
    this.outbox.release(staged);
    this.events.publish(new ToolsChangedEvent([String(validation.app)]));
    return { message: 'Request rejected', mail_to_notify: person?.email ?? null };
  }
}
