import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { RecordLocks } from '../../../platform/database/record-locks';
import { CategoryIcons, isIconViolation } from '../../category-icons';
import { categoryInputOf } from '../../category-input';
import { CATEGORIES_LOCK, categoryView, CategoryView, StoredCategory } from '../../category-view';
import { CategoryNameCheck, newCategoryId, personOf, storedFieldsOf } from '../../category-writer';
import { Category } from '../../category.schema';
import { CategoryRulesBroken } from '../../category.errors';
import { CategoryCreatedEvent } from '../../events/category-created.event';
import { CreateCategoryCommand } from './create-category.command';

@CommandHandler(CreateCategoryCommand)
export class CreateCategoryHandler implements ICommandHandler<CreateCategoryCommand> {
  constructor(
    private readonly outbox: Outbox,
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    private readonly icons: CategoryIcons,
    private readonly names: CategoryNameCheck,
    private readonly locks: RecordLocks,
  ) {}

  async execute({ caller, body }: CreateCategoryCommand): Promise<CategoryView> {
    const { input, violations } = categoryInputOf(body);
    if (violations.length) throw new CategoryRulesBroken(violations);
    const icon = await this.icons.prepare(input.icon, null);
    if (isIconViolation(icon)) throw new CategoryRulesBroken([icon]);
    const _id = newCategoryId();
    const created = await this.locks.withLock(CATEGORIES_LOCK, async () => {
      await this.names.assertFree(String(_id), input.name);
      return this.categories.create({ _id, ...storedFieldsOf(input, await this.icons.store(icon)) });
    });
    const view = categoryView(created.toObject() as StoredCategory);
    await this.outbox.publish(new CategoryCreatedEvent({ categoryId: view.id, name: view.name }, personOf(caller)));
    return view;
  }
}
