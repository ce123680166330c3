import { Injectable } from '@nestjs/common';
import { CommandBus, EventBus, QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { RecordLocks } from '../../../platform/database/record-locks';
import { faultPoint } from '../../../platform/faults/fault-point';
import { ChangeIntent, ChangeIntents } from '../../../platform/outbox/change-intents';
import { Outbox } from '../../../platform/outbox/outbox';
import { Category } from '../../category.schema';
import { CategoryDeletedEvent } from '../../events/category-deleted.event';
import { CategoryTakenOutOfToolsEvent } from '../../events/category-taken-out-of-tools.event';
import { type CategoryTools, FindCategoryToolsQuery } from '../../ports/find-category-tools.query';
import { RemoveRequestCategoriesCommand } from '../../ports/remove-request-categories.command';
import { RemoveToolCategoriesCommand } from '../../ports/remove-tool-categories.command';
import type { CategoryRef, Person } from '../../events/category-parts';
import { CATEGORY_DELETION, type CategoryDeletionIntent, categoryDeletionKey } from './category-deletion-intent';

export { CATEGORY_DELETION, type CategoryDeletionIntent, categoryDeletionKey } from './category-deletion-intent';

/**
 * The steps of deleting a category, each idempotent, so that a crash between any two converges to the
 * uninterrupted result (the api's second click and the worker's reconciler both call `finish`):
 *   1. the intent is recorded (ChangeIntents) with the answer: the tools that have the category;
 *   2. under the category's lock, its "deleted" line goes to the outbox under `categories.delete.<id>`;
 *   3. the category is removed;
 *   4. its id is taken out of the tools, deleted ones too (tools' RemoveToolCategoriesCommand);
 *   5. and out of the requests awaiting approval, so accepting one later brings no dangling id back
 *      (approvals' RemoveRequestCategoriesCommand);
 *   6. the intent is removed.
 */
@Injectable()
export class CategoryDeletion {
  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly intents: ChangeIntents,
    private readonly locks: RecordLocks,
    private readonly outbox: Outbox,
    private readonly events: EventBus,
  ) {}

  /** The deletion of this category recorded and not finished, if a crash cut it short. */
  unfinished(categoryId: string): Promise<ChangeIntent<CategoryDeletionIntent> | null> {
    return this.intents.find<CategoryDeletionIntent>(categoryDeletionKey(categoryId));
  }

  /** Step 1: records the deletion of a category that exists. */
  async begin(category: CategoryRef, by: Person): Promise<ChangeIntent<CategoryDeletionIntent>> {
    const tools = await this.queries.execute<FindCategoryToolsQuery, CategoryTools>(new FindCategoryToolsQuery(category.categoryId));
    const intent = await this.intents.record<CategoryDeletionIntent>(categoryDeletionKey(category.categoryId), CATEGORY_DELETION, {
      category,
      toolCount: tools.live,
      toolIds: tools.toolIds,
      by,
    });
    faultPoint('category-delete.after-intent');
    return intent;
  }

  /** Steps 2 to 6; safe to run again at any point. */
  async finish({ _id: key, payload, created_at }: ChangeIntent<CategoryDeletionIntent>): Promise<void> {
    const _id = new Types.ObjectId(payload.category.categoryId);
    await this.locks.withLock(`category:${_id}`, async (lease) => {
      const staged = await this.outbox.stage([key, new CategoryDeletedEvent(payload.category, payload.toolCount, payload.by), created_at]);
      faultPoint('category-delete.after-outbox');
      await lease.beforeWrite();
      await this.categories.deleteOne({ _id });
      faultPoint('category-delete.after-category');
      await lease.beforeWrite();
      await this.commands.execute(new RemoveToolCategoriesCommand([String(_id)]));
      faultPoint('category-delete.after-tools');
      await lease.beforeWrite();
      await this.commands.execute(new RemoveRequestCategoriesCommand(String(_id)));
      await this.intents.remove(key);
      this.outbox.release(staged);
    });
    // Tools refresh their catalogue on it (a re-run after a crash may find nothing left to change).
    if (payload.toolIds.length) this.events.publish(new CategoryTakenOutOfToolsEvent(payload.toolIds));
  }
}
