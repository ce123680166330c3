import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CategoryIcons, isIconViolation } from '../../category-icons';
import { categoryInputOf } from '../../category-input';
import { CategoryStore } from '../../category-store';
import { categoryView, CategoryView, StoredCategory } from '../../category-view';
import { newCategoryId, personOf, storedFieldsOf } from '../../category-writer';
import { CategoryRulesBroken } from '../../category.errors';
import { CategoryCreatedEvent } from '../../events/category-created.event';
import { CreateCategoryCommand } from './create-category.command';

@CommandHandler(CreateCategoryCommand)
export class CreateCategoryHandler implements ICommandHandler<CreateCategoryCommand> {
  constructor(
    private readonly outbox: Outbox,
    private readonly store: CategoryStore,
    private readonly icons: CategoryIcons,
  ) {}

  async execute({ caller, body }: CreateCategoryCommand): Promise<CategoryView> {
    const { input, violations } = categoryInputOf(body);
    if (violations.length) throw new CategoryRulesBroken(violations);
    const icon = await this.icons.prepare(input.icon, null);
    if (isIconViolation(icon)) throw new CategoryRulesBroken([icon]);
    const _id = newCategoryId();
    const created = await this.store.locked(async () => {
      await this.store.assertFree(String(_id), input.name);
      return this.store.categories.create({ _id, ...storedFieldsOf(input, await this.icons.store(icon)) });
    });
    const view = categoryView(created.toObject() as StoredCategory);
    await this.outbox.publish(new CategoryCreatedEvent({ categoryId: view.id, name: view.name }, personOf(caller)));
    return view;
  }
}
