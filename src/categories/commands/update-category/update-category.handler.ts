import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CategoryIcons, isIconViolation } from '../../category-icons';
import { categoryInputOf } from '../../category-input';
import { CategoryStore } from '../../category-store';
import { categoryView, CategoryView, OBJECT_ID, StoredCategory } from '../../category-view';
import { personOf, storedFieldsOf } from '../../category-writer';
import { CategoryNotFound, CategoryRulesBroken } from '../../category.errors';
import { CategoryUpdatedEvent } from '../../events/category-updated.event';
import { UpdateCategoryCommand } from './update-category.command';

const FIELDS = ['name', 'icon', 'is_translated', 'nameForGTM'] as const;

/** Tools hold category ids only: a change here changes no tool card, so the wall's catalogue is not reloaded. */
@CommandHandler(UpdateCategoryCommand)
export class UpdateCategoryHandler implements ICommandHandler<UpdateCategoryCommand> {
  constructor(
    private readonly outbox: Outbox,
    private readonly store: CategoryStore,
    private readonly icons: CategoryIcons,
  ) {}

  async execute({ caller, id, body }: UpdateCategoryCommand): Promise<CategoryView> {
    if (typeof id !== 'string' || !OBJECT_ID.test(id)) throw new CategoryNotFound();
    const { input, violations } = categoryInputOf({ ...(body as object), _id: id });
    if (violations.length) throw new CategoryRulesBroken(violations);
    const current = await this.store.categories.findById(id).lean<StoredCategory>();
    if (!current) throw new CategoryNotFound();
    const icon = await this.icons.prepare(input.icon, current.icon);
    if (isIconViolation(icon)) throw new CategoryRulesBroken([icon]);
    const saved = await this.store.locked(async () => {
      await this.store.assertFree(id.toLowerCase(), input.name);
      const fields = storedFieldsOf(input, await this.icons.store(icon));
      return this.store.categories.findByIdAndUpdate(id, { $set: fields }, { new: true }).lean<StoredCategory>();
    });
    if (!saved) throw new CategoryNotFound();
    const view = categoryView(saved);
    const before = categoryView(current);
    const changed = FIELDS.filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(view[field] ?? null));
    if (changed.length) await this.outbox.publish(new CategoryUpdatedEvent({ categoryId: view.id, name: view.name }, changed, personOf(caller)));
    return view;
  }
}
