import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { PermissionDenied } from '../../../platform/http/domain.error';
import { canManageDefaultTool } from '../../../contracts/tool-access';
import { readDefaultToolDraft, sameRule } from '../../default-tool-draft';
import { DefaultToolList } from '../../default-tool-list';
import { DefaultToolReferences } from '../../default-tool-references';
import { defaultToolRefOf, DefaultToolView, StoredDefaultTool } from '../../default-tool.view';
import { DefaultToolRulesBroken, DuplicateDefaultTool } from '../../default-tools.errors';
import { DefaultToolAddedEvent } from '../../events/default-tool-added.event';
import { AddDefaultToolCommand } from './add-default-tool.command';

@CommandHandler(AddDefaultToolCommand)
export class AddDefaultToolHandler implements ICommandHandler<AddDefaultToolCommand> {
  constructor(
    private readonly outbox: Outbox,
    private readonly list: DefaultToolList,
    private readonly references: DefaultToolReferences,
  ) {}

  async execute({ caller, body }: AddDefaultToolCommand): Promise<DefaultToolView> {
    const draft = readDefaultToolDraft(caller, body);
    if (!canManageDefaultTool(caller, { subsidiaryId: draft.subsidiaryId })) throw new PermissionDenied();
    const { violations, title } = await this.references.check(draft, caller);
    if (violations.length) throw new DefaultToolRulesBroken(violations);

    const created = await this.list.withOrderLock(async () => {
      const order = await this.list.ordered();
      if (order.some((doc) => sameRule(doc, draft))) throw new DuplicateDefaultTool();
      await this.list.renumber(order);
      const doc = await this.list.defaults.create({
        tool: new Types.ObjectId(draft.tool),
        language: draft.language,
        subsidiary: draft.subsidiaryId ? new Types.ObjectId(draft.subsidiaryId) : null,
        groups: draft.groups,
        position: order.length,
        creator: caller.userId ?? undefined,
        is_new: draft.is_new,
        is_translated: draft.is_translated,
      });
      return doc.toObject<StoredDefaultTool>();
    });

    await this.outbox.publish(new DefaultToolAddedEvent({ userId: caller.userId!, fullname: caller.fullname }, defaultToolRefOf(created, title), created.position));
    const [view] = await this.list.views([created]);
    return view;
  }
}
