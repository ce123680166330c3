import { CommandHandler, EventBus, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Validation } from '../../../../approvals/validation.schema';
import { ValidationRequestedEvent } from '../../../../approvals/events/validation-requested.event';
import { ToolSubmittedEvent } from '../../../events/tool-submitted.event';
import { ToolsChangedEvent } from '../../../events/tools-changed.event';
import { Tool } from '../../../tool.schema';
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
 * no wall but its creator's managed list (marked pending) until an administrator accepts it.
 */
@CommandHandler(CreateToolCommand)
export class CreateToolHandler implements ICommandHandler<CreateToolCommand> {
  constructor(
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
    private readonly policy: ToolChangePolicy,
    private readonly events: EventBus,
    private readonly outbox: Outbox,
  ) {}

  async execute({ caller, body }: CreateToolCommand): Promise<ToolCard> {
    const { content, waitsForApproval } = await this.policy.admit(caller, body, null);
    const by = personOf(caller);
    const toolId = new Types.ObjectId();
    const validationId = waitsForApproval ? new Types.ObjectId() : null;

    const created = await this.tools.create({
      _id: toolId,
      ...toStoredContent(content),
      creator: by.userId,
      is_published: !waitsForApproval,
      // The "new" label starts at publication: now, or when an administrator accepts the creation.
      ...(waitsForApproval ? { is_new: false, published_time: null } : publicationFields(!content.is_new, new Date())),
      has_pending_validation: waitsForApproval,
      pending_validation: validationId ? { user: by.userId, edited_by_self: true, validation: String(validationId) } : null,
    });
    if (validationId) {
      try {
        await this.validations.create({ _id: validationId, app: toolId, kind: 'creation', changed: content, edited_by: { _id: by.userId, fullname: by.fullname } });
      } catch (error) {
        // No transactions on FerretDB: undo the unpublished tool rather than leave it without its request.
        await this.tools.deleteOne({ _id: toolId, is_published: false });
        throw error;
      }
    }

    const tool = toolRefOf(toolId, content.title);
    await this.outbox.publish(new ToolSubmittedEvent(tool, by, validationId ? String(validationId) : null));
    if (validationId) await this.outbox.publish(new ValidationRequestedEvent(String(validationId), tool, 'creation', by));
    this.events.publish(new ToolsChangedEvent([String(toolId)]));
    return toToolCard(created.toObject());
  }
}
