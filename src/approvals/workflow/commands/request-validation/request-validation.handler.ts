import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { faultPoint } from '../../../../platform/faults/fault-point';
import { Outbox } from '../../../../platform/outbox/outbox';
import { ListToolStatesQuery, type ToolRequestState } from '../../../../tools/tools.public';
import { ValidationRequestedEvent } from '../../../events/validation-requested.event';
import { Validation } from '../../../validation.schema';
import { REQUEST_REACTION } from '../../approval-workflow.reactions';
import { RequestValidationCommand } from '../../../../tools/ports/request-validation.command';

/**
 * Idempotent: the request is an insert under its given id (atomic, also on FerretDB), so a second
 * delivery finds it stored and only finishes what is left (its event, the outbox mark). A request
 * already decided is not announced again. A proposal whose tool was never written (a creation cut
 * right after its intent), is deleted, or waits for another request asks for nothing.
 */
@CommandHandler(RequestValidationCommand)
export class RequestValidationHandler implements ICommandHandler<RequestValidationCommand> {
  constructor(
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    private readonly outbox: Outbox,
    private readonly queries: QueryBus,
  ) {}

  async execute({ validationId, tool, kind, changed, editor, cause }: RequestValidationCommand): Promise<void> {
    const _id = new Types.ObjectId(validationId);
    const [state] = await this.queries.execute<ListToolStatesQuery, ToolRequestState[]>(new ListToolStatesQuery([tool.toolId]));
    // A tool waits for one request at most: one it already waits for (an edit answered with an error, whose
    // intent outlived it, then retried) leaves this proposal unasked.
    const waitsForAnother = !!state?.pendingValidationId && state.pendingValidationId !== validationId;
    if (!state || state.deleted || waitsForAnother) {
      if (cause) await this.outbox.markDone(cause, REQUEST_REACTION);
      return;
    }
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
