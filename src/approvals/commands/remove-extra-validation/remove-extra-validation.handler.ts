import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { RecordLocks } from '../../../platform/database/record-locks';
import { WallSubjects } from '../../../tools/tools.public';
import { NoExtraValidationInProgress } from '../../approvals.errors';
import { ExtraValidationRemovedEvent } from '../../events/extra-validation-removed.event';
import { assertStillPending, pendingExtraIndex, StoredValidation, validationObjectId } from '../../stored-validation';
import { Validation } from '../../validation.schema';
import { toValidationView } from '../../validation-view';
import { personOf, toolOf, validatorOf } from '../../workflow-parts';
import { RemoveExtraValidationCommand } from './remove-extra-validation.command';

@CommandHandler(RemoveExtraValidationCommand)
export class RemoveExtraValidationHandler implements ICommandHandler<RemoveExtraValidationCommand> {
  constructor(
    private readonly outbox: Outbox,
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    private readonly subjects: WallSubjects,
    private readonly locks: RecordLocks,
  ) {}

  async execute({ caller, validationId }: RemoveExtraValidationCommand) {
    const id = validationObjectId(validationId);
    const { saved, index } = await this.locks.withLock(`validation:${id}`, async () => {
      const validation = await this.validations.findById(id).lean<StoredValidation>();
      assertStillPending(validation);
      const index = pendingExtraIndex(validation);
      if (index < 0) throw new NoExtraValidationInProgress();
      const saved = await this.validations
        .findByIdAndUpdate(id, { $set: { [`extra_validations.${index}.status`]: 'removed' } }, { new: true })
        .lean<StoredValidation>();
      return { saved: saved!, index };
    });
    await this.outbox.publish(new ExtraValidationRemovedEvent(String(id), toolOf(saved), validatorOf(saved.extra_validations[index]), personOf(caller)));
    return toValidationView(saved, await this.subjects.viewerOfCaller(caller));
  }
}
