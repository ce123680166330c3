import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { User } from '../../../directory/user.schema';
import { RecordLocks } from '../../../platform/database/record-locks';
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

/**
 * Accepting applies the proposed content to the live tool (publishing a creation); rejecting
 * leaves the live tool as it was (a rejected creation is removed) and answers the editor's address
 * for the manual mail. Decisions on one request run one at a time, so of two administrators
 * clicking at once one decides and the other is told it is already decided. While an extra
 * approval waits, neither is possible.
 */
@CommandHandler(DecideValidationCommand)
export class DecideValidationHandler implements ICommandHandler<DecideValidationCommand> {
  constructor(
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly locks: RecordLocks,
    private readonly events: EventBus,
  ) {}

  execute({ caller, validationId, decision }: DecideValidationCommand) {
    const id = validationObjectId(validationId);
    return this.locks.withLock(`validation:${id}`, async () => {
      const validation = await this.validations.findById(id).lean<StoredValidation>();
      assertStillPending(validation);
      if (pendingExtraIndex(validation) >= 0) throw new ExtraValidationInProgress();
      await this.validations.updateOne(
        { _id: id },
        { $set: { status: decision === 'accept' ? 'accepted' : 'rejected', decided_by: stampOf(caller), decided_time: new Date() } },
      );
      return decision === 'accept' ? this.accept(caller, validation) : this.reject(caller, validation);
    });
  }

  private async accept(caller: DecideValidationCommand['caller'], validation: StoredValidation) {
    const content = validation.changed as unknown as ToolContent;
    // A creation goes live now (the "new" label starts); an accepted edit never renews the label.
    const stored = toStoredContent(content);
    const label = validation.kind === 'creation' ? publicationFields(!stored.is_new, new Date()) : {};
    const fields = validation.kind === 'creation' ? { ...stored, ...label } : withoutRenewedNewLabel(stored);
    await this.tools.updateOne({ _id: validation.app }, { $set: { ...fields, is_published: true, ...NO_REQUEST } });
    const kind = validation.kind as 'creation' | 'edition';
    this.events.publish(new ValidationAcceptedEvent(String(validation._id), toolOf(validation), kind, editorOf(validation), personOf(caller)));
    this.events.publish(new ToolsChangedEvent([String(validation.app)]));
    return { message: 'Request approved', has_pending_validation: false };
  }

  private async reject(caller: DecideValidationCommand['caller'], validation: StoredValidation) {
    const creation = validation.kind === 'creation';
    await this.tools.updateOne({ _id: validation.app }, { $set: creation ? { ...NO_REQUEST, deleted: true } : NO_REQUEST }, { timestamps: false });
    const editor = editorOf(validation);
    const person = await this.users.findById(editor.userId, { email: 1 }).lean();
    this.events.publish(new ValidationRejectedEvent(String(validation._id), toolOf(validation), creation ? 'creation' : 'edition', editor, personOf(caller)));
    this.events.publish(new ToolsChangedEvent([String(validation.app)]));
    return { message: 'Request rejected', mail_to_notify: person?.email ?? null };
  }
}
