import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { sendNextStep } from '../../../../platform/cqrs/send-next-step';
import { RequestValidationCommand } from '../../../ports/request-validation.command';
import { faultPoint } from '../../../../platform/faults/fault-point';
import { ToolSubmittedEvent } from '../../../events/tool-submitted.event';
import { ToolStore } from '../../../tool-store';
import { ToolCard, toToolCard } from '../../../tool-card';
import { personOf, toolRefOf } from '../../tool-event-parts';
import { ToolChangePolicy } from '../../tool-change-policy';
import { toStoredContent } from '../../tool-draft';
import { publicationFields } from '../../../new-label/new-label.rules';
import { CreateToolCommand } from './create-tool.command';
import { Outbox } from '../../../../platform/outbox/outbox';

/**
 * Creates a tool. An administrator's creation (or a sub-administrator's inside their subsidiary) is
 * live at once; anyone else's is stored unpublished with a validation holding it, so it appears on
 * no wall but its creator's managed list (marked pending) until an administrator accepts it. The request
 * is approvals' (RequestValidation, a command of tools' ports that approvals handles), sent before the answer.
 */
@CommandHandler(CreateToolCommand)
export class CreateToolHandler implements ICommandHandler<CreateToolCommand> {
  private readonly logger = new Logger(CreateToolHandler.name);

  constructor(
    private readonly store: ToolStore,
    private readonly policy: ToolChangePolicy,
    private readonly commands: CommandBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ caller, body, toolId }: CreateToolCommand): Promise<ToolCard> {
    // A retry of a create whose answer was lost (its Idempotency-Key forgotten, or given up after a database
    // failure that stored it anyway) derives the same id: it answers with the tool already stored.
    const stored = await this.storedAlready(toolId);
    if (stored) return stored;
    const { content, waitsForApproval } = await this.policy.admit(caller, body, null);
    const by = personOf(caller);

    const tool = toolRefOf(toolId, content.title);
    const validationId = waitsForApproval ? String(new Types.ObjectId()) : null;
    const submitted = new ToolSubmittedEvent(tool, by, validationId, validationId ? { ...content } : null);
    const fields = {
      _id: toolId,
      ...toStoredContent(content),
      creator: by.userId,
      is_published: !waitsForApproval,
      // The "new" label starts at publication: now, or when an administrator accepts the creation.
      ...(waitsForApproval ? { is_new: false, published_time: null } : publicationFields(!content.is_new, new Date())),
      has_pending_validation: waitsForApproval,
      pending_validation: validationId ? { user: by.userId, edited_by_self: true, validation: validationId } : null,
    };
    if (!validationId) {
      let created;
      try {
        created = await this.store.tools.create(fields);
      } catch (error) {
        const raced = isDuplicateId(error) && (await this.storedAlready(toolId));
        if (raced) return raced;
        throw error;
      }
      await this.outbox.publish(submitted);
      this.store.announce([String(toolId)]);
      return toToolCard(created.toObject());
    }

    // The intent first (ToolSubmitted with the proposal, in the outbox), then the unpublished tool waiting
    // for its request, then RequestValidation (approvals), which marks ToolSubmitted done. A crash after the
    // tool is written is finished by the worker (its relay, through approvals' saga, or its reconciler).
    const staged = await this.outbox.stage([`tool.${toolId}.submitted.${validationId}`, submitted]);
    faultPoint('create.after-intent');
    let created;
    try {
      created = await this.store.tools.create(fields);
    } catch (error) {
      await this.outbox.discard(staged);
      const raced = isDuplicateId(error) && (await this.storedAlready(toolId));
      if (raced) return raced;
      throw error;
    }
    faultPoint('create.after-tool');
    await sendNextStep(this.commands, new RequestValidationCommand(validationId, tool, 'creation', { ...content }, by, staged[0]), this.logger);
    this.outbox.release(staged);
    this.store.announce([String(toolId)]);
    return toToolCard(created.toObject());
  }

  private async storedAlready(toolId: Types.ObjectId): Promise<ToolCard | null> {
    const tool = await this.store.tools.findById(toolId).lean();
    return tool ? toToolCard(tool) : null;
  }
}

const isDuplicateId = (error: unknown) => (error as { code?: number }).code === 11000;
