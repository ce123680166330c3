import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { DirectoryReader } from '../../../directory/directory.public';
import { RecordLocks } from '../../../platform/database/record-locks';
import { WallSubjects } from '../../../tools/tools.public';
import { ExtraValidationInProgress, InvalidValidator } from '../../approvals.errors';
import { ExtraValidationRequestedEvent } from '../../events/extra-validation-requested.event';
import { assertStillPending, StoredValidation, validationObjectId } from '../../stored-validation';
import { Validation } from '../../validation.schema';
import { toValidationView } from '../../validation-view';
import { personOf, stampOf, toolOf, validatorOf } from '../../workflow-parts';
import { AskExtraValidationCommand } from './ask-extra-validation.command';
import { readValidatorChoice } from './extra-validator-choice';

/** Asks one extra approval of a person or a group; one may wait at a time on a request. */
@CommandHandler(AskExtraValidationCommand)
export class AskExtraValidationHandler implements ICommandHandler<AskExtraValidationCommand> {
  constructor(
    private readonly outbox: Outbox,
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    private readonly directory: DirectoryReader,
    private readonly subjects: WallSubjects,
    private readonly locks: RecordLocks,
  ) {}

  async execute({ caller, validationId, body }: AskExtraValidationCommand) {
    const id = validationObjectId(validationId);
    const choice = readValidatorChoice(body);
    const validator = await this.validatorFor(choice.id, choice.type);
    const saved = await this.locks.withLock(`validation:${id}`, async () => {
      const validation = await this.validations.findById(id).lean<StoredValidation>();
      assertStillPending(validation);
      if (validation.extra_validations.some((extra) => extra.status === 'pending')) throw new ExtraValidationInProgress();
      const extra = { _id: new Types.ObjectId(), validator, status: 'pending', asked_by: stampOf(caller) };
      return this.validations.findByIdAndUpdate(id, { $push: { extra_validations: extra } }, { new: true }).lean<StoredValidation>();
    });
    const added = saved!.extra_validations[saved!.extra_validations.length - 1];
    await this.outbox.publish(new ExtraValidationRequestedEvent(String(id), toolOf(saved!), validatorOf(added), personOf(caller)));
    return toValidationView(saved!, await this.subjects.viewerOfCaller(caller));
  }

  /** The person (not deleted) or group named, as the extra approval stores it: name, and a group's member key. */
  private async validatorFor(id: string, type: 'user' | 'group') {
    if (type === 'user') {
      const user = await this.directory.activeUser(id, ['fullname']);
      if (!user) throw new InvalidValidator('Unknown validator.');
      return { _id: id, type, fullname: user.fullname };
    }
    const group = await this.directory.activeGroupById(id);
    if (!group) throw new InvalidValidator('Unknown validator.');
    return { _id: id, type, title: group.title, guid: group.guid };
  }
}
