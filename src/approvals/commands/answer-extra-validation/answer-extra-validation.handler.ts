import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { RecordLocks } from '../../../platform/database/record-locks';
import { ToolCatalogue, WallSubjects } from '../../../tools/tools.public';
import { NoAdditionalApprovalRights, NoExtraValidationInProgress, ReasonRequired } from '../../approvals.errors';
import { ExtraValidationAcceptedEvent } from '../../events/extra-validation-accepted.event';
import { ExtraValidationRejectedEvent } from '../../events/extra-validation-rejected.event';
import { assertStillPending, isDesignated, pendingExtraIndex, StoredValidation, validationObjectId } from '../../stored-validation';
import { Validation } from '../../validation.schema';
import { toValidationView } from '../../validation-view';
import { askedByOf, personOf, stampOf, toolOf, validatorOf } from '../../workflow-parts';
import { AnswerExtraValidationCommand } from './answer-extra-validation.command';

/** Not in the spec: the longest rejection reason kept (it goes into a mail). */
const REASON_MAX_LENGTH = 2000;

/**
 * The designated validator (the person, or any member of the group but the request's author and the
 * tool's managers) accepts or rejects the waiting extra approval; a rejection needs its reason. The request then goes back to the administrators.
 */
@CommandHandler(AnswerExtraValidationCommand)
export class AnswerExtraValidationHandler implements ICommandHandler<AnswerExtraValidationCommand> {
  constructor(
    private readonly outbox: Outbox,
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    private readonly subjects: WallSubjects,
    private readonly locks: RecordLocks,
    private readonly catalogue: ToolCatalogue,
  ) {}

  /**
   * A group stands for people independent of the request: its author and the tool's managers (live
   * or proposed) are not, so their membership never lets them approve it. Named in person, they may.
   */
  private acceptsOwnRequestThroughGroup(userId: string | null, validation: StoredValidation, index: number): boolean {
    if (!userId || validation.extra_validations[index].validator.type === 'user') return false;
    const proposed = (validation.changed as { managers?: unknown }).managers;
    const managers = [...(Array.isArray(proposed) ? proposed.map(String) : []), ...(this.catalogue.get(String(validation.app))?.tool.managers ?? []).map(String)];
    return validation.edited_by?._id === userId || managers.includes(userId);
  }

  async execute({ caller, validationId, answer, message }: AnswerExtraValidationCommand) {
    const id = validationObjectId(validationId);
    const viewer = await this.subjects.viewerOfCaller(caller);
    let reason: string | undefined;
    const { saved, index } = await this.locks.withLock(`validation:${id}`, async () => {
      const validation = await this.validations.findById(id).lean<StoredValidation>();
      assertStillPending(validation);
      const index = pendingExtraIndex(validation);
      if (index < 0) throw new NoExtraValidationInProgress();
      if (!isDesignated(viewer, validation.extra_validations[index])) throw new NoAdditionalApprovalRights();
      if (answer === 'accept' && this.acceptsOwnRequestThroughGroup(caller.userId, validation, index)) throw new NoAdditionalApprovalRights();
      // Read once the caller is known to be the validator: nobody else learns what a reason must be.
      reason = answer === 'reject' ? readReason(message) : undefined;
      const path = `extra_validations.${index}`;
      const update = { [`${path}.status`]: answer === 'accept' ? 'accepted' : 'rejected', [`${path}.answered_by`]: stampOf(caller) };
      if (reason) update[`${path}.message`] = reason;
      const saved = await this.validations.findByIdAndUpdate(id, { $set: update }, { new: true }).lean<StoredValidation>();
      return { saved: saved!, index };
    });
    const extra = saved.extra_validations[index];
    const event =
      answer === 'accept'
        ? new ExtraValidationAcceptedEvent(String(id), toolOf(saved), validatorOf(extra), personOf(caller), askedByOf(extra))
        : new ExtraValidationRejectedEvent(String(id), toolOf(saved), validatorOf(extra), personOf(caller), askedByOf(extra), reason!);
    await this.outbox.publish(event);
    return toValidationView(saved, viewer);
  }
}

function readReason(message: unknown): string {
  if (typeof message !== 'string' || !message.trim()) throw new ReasonRequired();
  if (message.length > REASON_MAX_LENGTH) throw new ReasonRequired(`At most ${REASON_MAX_LENGTH} characters.`);
  return message.trim();
}
