import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { PermissionDenied } from '../../../platform/http/domain.error';
import { canManageDefaultTool } from '../../../contracts/tool-access';
import { changedFields, readDefaultToolDraft, sameRule } from '../../default-tool-draft';
import { DefaultToolList } from '../../default-tool-list';
import { DefaultToolReferences } from '../../default-tool-references';
import { defaultToolRefOf, DefaultToolView, StoredDefaultTool } from '../../default-tool.view';
import { DefaultToolIdRequired, DefaultToolNotFound, DefaultToolRulesBroken, DuplicateDefaultTool } from '../../default-tools.errors';
import { DefaultToolUpdatedEvent } from '../../events/default-tool-updated.event';
import { EditDefaultToolCommand } from './edit-default-tool.command';

const subsidiaryOf = (doc: StoredDefaultTool) => ({ subsidiaryId: doc.subsidiary ? String(doc.subsidiary) : null });

@CommandHandler(EditDefaultToolCommand)
export class EditDefaultToolHandler implements ICommandHandler<EditDefaultToolCommand> {
  constructor(
    private readonly outbox: Outbox,
    private readonly list: DefaultToolList,
    private readonly references: DefaultToolReferences,
  ) {}

  async execute({ caller, id, body }: EditDefaultToolCommand): Promise<DefaultToolView> {
    if (id === undefined || id === null || id === '') throw new DefaultToolIdRequired();
    const current = await this.list.findById(id);
    if (!current) throw new DefaultToolNotFound();
    if (!canManageDefaultTool(caller, subsidiaryOf(current))) throw new PermissionDenied();
    const draft = readDefaultToolDraft(caller, body);
    // A sub-administrator may not hand a default tool over to another subsidiary (or to everybody's list).
    if (!canManageDefaultTool(caller, { subsidiaryId: draft.subsidiaryId })) throw new PermissionDenied();
    const { violations, title } = await this.references.check(draft, caller);
    if (violations.length) throw new DefaultToolRulesBroken(violations);

    const { saved, fields } = await this.list.withOrderLock(async () => {
      const order = await this.list.ordered();
      const before = order.find((doc) => String(doc._id) === String(current._id));
      if (!before) throw new DefaultToolNotFound();
      if (order.some((doc) => doc !== before && sameRule(doc, draft))) throw new DuplicateDefaultTool();
      const changed = changedFields(before, draft);
      if (!changed.length) return { saved: before, fields: changed };
      const after = await this.list.defaults
        .findOneAndUpdate(
          { _id: before._id },
          {
            $set: {
              tool: new Types.ObjectId(draft.tool),
              language: draft.language,
              subsidiary: draft.subsidiaryId ? new Types.ObjectId(draft.subsidiaryId) : null,
              groups: draft.groups,
              is_new: draft.is_new,
              is_translated: draft.is_translated,
            },
          },
          { new: true },
        )
        .lean<StoredDefaultTool>();
      if (!after) throw new DefaultToolNotFound();
      return { saved: after, fields: changed };
    });

    if (fields.length) await this.outbox.publish(new DefaultToolUpdatedEvent({ userId: caller.userId!, fullname: caller.fullname }, defaultToolRefOf(saved, title), fields));
    const [view] = await this.list.views([saved]);
    return view;
  }
}
