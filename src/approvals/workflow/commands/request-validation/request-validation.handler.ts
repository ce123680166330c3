import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { faultPoint } from '../../../../platform/faults/fault-point';
import { Outbox } from '../../../../platform/outbox/outbox';
import { ValidationRequestedEvent } from '../../../events/validation-requested.event';
import { Validation } from '../../../validation.schema';
import { REQUEST_REACTION } from '../../approval-workflow.reactions';
import { RequestValidationCommand } from './request-validation.command';

/**
 * Idempotent: the request is an insert under its given id (atomic, also on FerretDB), so a second
 * delivery finds it stored and only finishes what is left (its event, the outbox mark). A request
 * already decided is not announced again.
 */
@CommandHandler(RequestValidationCommand)
export class RequestValidationHandler implements ICommandHandler<RequestValidationCommand> {
  constructor(
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    private readonly outbox: Outbox,
  ) {}

  async execute({ validationId, tool, kind, changed, editor, cause }: RequestValidationCommand): Promise<void> {
    const _id = new Types.ObjectId(validationId);
    let pending = true;
    try {
      await this.validations.create({ _id, app: new Types.ObjectId(tool.toolId), kind, changed, edited_by: { _id: editor.userId, fullname: editor.fullname } });
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      pending = (await this.validations.findById(_id, { status: 1 }).lean())?.status === 'pending';
    }
    faultPoint('request.after-insert');
    const staged = pending ? await this.outbox.stage([`validation.${validationId}.requested`, new ValidationRequestedEvent(validationId, tool, kind, editor)]) : [];
    if (cause) await this.outbox.markDone(cause, REQUEST_REACTION);
    this.outbox.release(staged);
  }
}
