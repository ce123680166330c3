import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { DirectoryReader } from '../../../directory/directory.public';
import { RecordLocks } from '../../../platform/database/record-locks';
import { faultPoint } from '../../../platform/faults/fault-point';
import { Outbox } from '../../../platform/outbox/outbox';
import { sendNextStep } from '../../../platform/cqrs/send-next-step';
import { ApplyToolChangeCommand, DiscardToolChangeCommand, ListToolStatesQuery, type ToolRequestState, waitsFor } from '../../../tools/tools.public';
import { ExtraValidationInProgress } from '../../approvals.errors';
import { ValidationAcceptedEvent } from '../../events/validation-accepted.event';
import { ValidationRejectedEvent } from '../../events/validation-rejected.event';
import { assertStillPending, pendingExtraIndex, StoredValidation, validationObjectId } from '../../stored-validation';
import { Validation } from '../../validation.schema';
import { editorOf, personOf, stampOf, toolOf } from '../../workflow-parts';
import { DecideValidationCommand } from './decide-validation.command';

type DecidedBy = { userId: string; fullname: string };

/** The person who decided, from the stored stamp (a repair finishes the decision in their name). */
export function deciderOf({ decided_by: stamp }: Pick<StoredValidation, 'decided_by'>): DecidedBy {
  return { userId: String(stamp?._id ?? ''), fullname: stamp?.fullname ?? '' };
}

/**
 * Accepting applies the proposed content to the live tool (publishing a creation); rejecting leaves the
 * live tool as it was (a rejected creation is removed) and answers the editor's address for the manual
 * mail. Decisions on one request run one at a time (an owned lock), so of two administrators clicking
 * at once one decides and the other is told it is already decided. While an extra approval waits,
 * neither is possible.
 *
 * Three steps, each idempotent, so that a crash between any two converges: (1) the decision is stored on
 * the request (guarded by `status: 'pending'`); (2) ValidationAccepted / ValidationRejected goes to the
 * outbox under a key made from the request id (the mail, the log line, and tools' command), carrying the
 * accepted content; (3) this handler sends tools ApplyToolChange / DiscardToolChange itself and answers
 * once it is done, then publishes the event (mail, log line). A decision stored but not applied (a crash
 * after step 1 or 2) is finished by the worker's relay (DecisionRelaySagas: step 3 again), by a second
 * click, which answers as the first would have, or by the reconciler (ApprovalReconciler), which calls
 * `finish`.
 */
@CommandHandler(DecideValidationCommand)
export class DecideValidationHandler implements ICommandHandler<DecideValidationCommand> {
  private readonly logger = new Logger(DecideValidationHandler.name);

  constructor(
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    private readonly queries: QueryBus,
    private readonly directory: DirectoryReader,
    private readonly locks: RecordLocks,
    private readonly outbox: Outbox,
    private readonly commands: CommandBus,
  ) {}

  execute({ caller, validationId, decision, reason }: DecideValidationCommand) {
    const id = validationObjectId(validationId);
    return this.locks.withLock(`validation:${id}`, async (lease) => {
      const validation = await this.validations.findById(id).lean<StoredValidation>();
      const wanted = decision === 'accept' ? 'accepted' : 'rejected';
      if (validation && validation.status === wanted && (await this.isUnapplied(validation))) {
        // A crash stopped this very decision half-way: finish it rather than answer "already approved".
        return this.finish(validation, deciderOf(validation));
      }
      assertStillPending(validation);
      if (pendingExtraIndex(validation) >= 0) throw new ExtraValidationInProgress();
      await lease.beforeWrite();
      const decided = { status: wanted, decided_by: stampOf(caller), decided_time: new Date(), ...(decision === 'reject' && reason ? { rejection_reason: reason } : {}) };
      await this.validations.updateOne({ _id: id, status: 'pending' }, { $set: decided });
      faultPoint('decide.after-status');
      return this.finish({ ...validation, ...decided }, personOf(caller));
    });
  }

  /** Is the tool still waiting for this (decided) request? Then the decision was not applied yet. */
  async isUnapplied(validation: Pick<StoredValidation, '_id' | 'app'>): Promise<boolean> {
    const [tool] = await this.queries.execute<ListToolStatesQuery, ToolRequestState[]>(new ListToolStatesQuery([String(validation.app)]));
    return waitsFor(tool ?? null, String(validation._id));
  }

  /** Steps 2 and 3 of a stored decision; safe to run again. */
  async finish(validation: StoredValidation, by: DecidedBy) {
    return validation.status === 'accepted' ? this.accept(validation, by) : this.reject(validation, by);
  }

  private async accept(validation: StoredValidation, by: DecidedBy) {
    const kind = validation.kind as 'creation' | 'edition';
    const id = String(validation._id);
    const tool = toolOf(validation);
    const changed = validation.changed as Record<string, unknown>;
    const staged = await this.outbox.stage([`validation.${id}.accepted`, new ValidationAcceptedEvent(id, tool, kind, editorOf(validation), by, changed), validation.decided_time]);
    faultPoint('accept.after-outbox');
    await this.settle(new ApplyToolChangeCommand(tool.toolId, id, kind, changed, staged[0]), staged);
    return { message: 'Request approved', has_pending_validation: false };
  }

  private async reject(validation: StoredValidation, by: DecidedBy) {
    const creation = validation.kind === 'creation';
    const id = String(validation._id);
    const editor = editorOf(validation);
    const tool = toolOf(validation);
    const staged = await this.outbox.stage([`validation.${id}.rejected`, new ValidationRejectedEvent(id, tool, creation ? 'creation' : 'edition', editor, by, validation.rejection_reason ?? null), validation.decided_time]);
    faultPoint('reject.after-outbox');
    await this.settle(new DiscardToolChangeCommand(tool.toolId, id, staged[0]), staged);
    const email = await this.directory.emailOf(editor.userId);
    return { message: 'Request rejected', mail_to_notify: email ?? null };
  }

  /**
   * Step 3: tools' command (which marks the staged event done for it), then the event for the mail and the
   * log line. It writes nothing under the request's lock: the decision and its event are stored, and tools'
   * command takes the tool's own lock. So a lock whose time ran out meanwhile (writes queued on a loaded
   * database) is no reason to answer "busy" for a decision that stands.
   */
  private async settle(command: ApplyToolChangeCommand | DiscardToolChangeCommand, staged: object[]) {
    await sendNextStep(this.commands, command, this.logger);
    this.outbox.release(staged);
  }
}
