import { Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Validation } from '../../../approvals/validation.schema';
import { RecordLocks } from '../../../platform/database/record-locks';
import { faultPoint } from '../../../platform/faults/fault-point';
import { ChangeIntent, ChangeIntents } from '../../../platform/outbox/change-intents';
import { Outbox } from '../../../platform/outbox/outbox';
import { ToolsChangedEvent } from '../../../tools/events/tools-changed.event';
import { Tool } from '../../../tools/tool.schema';
import { Category } from '../../category.schema';
import { CategoryDeletedEvent } from '../../events/category-deleted.event';
import type { CategoryRef, Person } from '../../events/category-parts';

export const CATEGORY_DELETION = 'categories.delete';

/** What finishing a category's deletion needs, stored before its first write (the answer is computed once). */
export type CategoryDeletionIntent = {
  category: CategoryRef;
  /** The live tools that had it: the answer's and the log line's count. */
  toolCount: number;
  /** Every tool that had it (deleted ones too): the catalogues reload them. */
  toolIds: string[];
  by: Person;
};

export const categoryDeletionKey = (categoryId: string) => `${CATEGORY_DELETION}.${categoryId}`;

/**
 * The steps of deleting a category, each idempotent, so that a crash between any two converges to the
 * uninterrupted result (the api's second click and the worker's reconciler both call `finish`):
 *   1. the intent is recorded (ChangeIntents) with the answer: the tools that have the category;
 *   2. under the category's lock, its "deleted" line goes to the outbox under `categories.delete.<id>`;
 *   3. the category is removed;
 *   4. its id is taken out of the tools (deleted ones too);
 *   5. and out of the requests awaiting approval, so accepting one later brings no dangling id back;
 *   6. the intent is removed.
 */
@Injectable()
export class CategoryDeletion {
  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(Tool.name) private readonly tools: Model<Tool>,
    @InjectModel(Validation.name) private readonly validations: Model<Validation>,
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
    const _id = new Types.ObjectId(category.categoryId);
    const tools = await this.tools.find({ categories: _id }, { _id: 1, deleted: 1 }).lean<{ _id: Types.ObjectId; deleted?: boolean }[]>();
    const intent = await this.intents.record<CategoryDeletionIntent>(categoryDeletionKey(category.categoryId), CATEGORY_DELETION, {
      category,
      toolCount: tools.filter((tool) => !tool.deleted).length,
      toolIds: tools.map((tool) => String(tool._id)),
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
      await this.tools.updateMany({ categories: _id }, { $pull: { categories: _id } });
      faultPoint('category-delete.after-tools');
      await lease.beforeWrite();
      await this.validations.updateMany({ status: 'pending', 'changed.categories': String(_id) }, { $pull: { 'changed.categories': String(_id) } });
      await this.intents.remove(key);
      this.outbox.release(staged);
    });
    if (payload.toolIds.length) this.events.publish(new ToolsChangedEvent(payload.toolIds));
  }
}
