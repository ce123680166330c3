import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { RecordLocks } from '../../../platform/database/record-locks';
import { CategoryIcons, isIconViolation } from '../../category-icons';
import { categoryInputOf } from '../../category-input';
import { CATEGORIES_LOCK, categoryView, CategoryView, OBJECT_ID, StoredCategory } from '../../category-view';
import { CategoryNameCheck, personOf, storedFieldsOf } from '../../category-writer';
import { Category } from '../../category.schema';
import { CategoryNotFound, CategoryRulesBroken } from '../../category.errors';
import { CategoryUpdatedEvent } from '../../events/category-updated.event';
import { UpdateCategoryCommand } from './update-category.command';

const FIELDS = ['name', 'icon', 'is_translated', 'nameForGTM'] as const;

/** Tools hold category ids only: a change here changes no tool card, so the wall's catalogue is not reloaded. */
@CommandHandler(UpdateCategoryCommand)
export class UpdateCategoryHandler implements ICommandHandler<UpdateCategoryCommand> {
  constructor(
    private readonly outbox: Outbox,
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    private readonly icons: CategoryIcons,
    private readonly names: CategoryNameCheck,
    private readonly locks: RecordLocks,
  ) {}

  async execute({ caller, id, body }: UpdateCategoryCommand): Promise<CategoryView> {
    if (typeof id !== 'string' || !OBJECT_ID.test(id)) throw new CategoryNotFound();
    const { input, violations } = categoryInputOf({ ...(body as object), _id: id });
    if (violations.length) throw new CategoryRulesBroken(violations);
    const current = await this.categories.findById(id).lean<StoredCategory>();
    if (!current) throw new CategoryNotFound();
    const icon = await this.icons.prepare(input.icon, current.icon);
    if (isIconViolation(icon)) throw new CategoryRulesBroken([icon]);
    const saved = await this.locks.withLock(CATEGORIES_LOCK, async () => {
      await this.names.assertFree(id.toLowerCase(), input.name);
      const fields = storedFieldsOf(input, await this.icons.store(icon));
      return this.categories.findByIdAndUpdate(id, { $set: fields }, { new: true }).lean<StoredCategory>();
    });
    if (!saved) throw new CategoryNotFound();
    const view = categoryView(saved);
    const before = categoryView(current);
    const changed = FIELDS.filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(view[field] ?? null));
    if (changed.length) await this.outbox.publish(new CategoryUpdatedEvent({ categoryId: view.id, name: view.name }, changed, personOf(caller)));
    return view;
  }
}
