import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import type { RuleViolation } from '../contracts';
import { RecordLocks } from '../platform/database/record-locks';
import { Category } from './category.schema';
import { CategoryRulesBroken } from './category.errors';
import { nameClashes } from './category-names';
import { CATEGORIES_LOCK, type StoredCategory } from './category-view';

/**
 * The categories module's collection, injected once: its handlers take this store instead of the model and
 * the lock. Names are unique across all categories, so every write that sets a name runs under one lock
 * (`locked`) and checks the stored names right before writing (`assertFree`, `clashes`).
 */
@Injectable()
export class CategoryStore {
  constructor(
    @InjectModel(Category.name) readonly categories: Model<Category>,
    private readonly locks: RecordLocks,
  ) {}

  /** Runs `work` under the categories' lock: one name-setting write at a time, across every instance. */
  locked<T>(work: () => Promise<T>): Promise<T> {
    return this.locks.withLock(CATEGORIES_LOCK, work);
  }

  async clashes(candidates: { id: string; field: string; name: Record<string, string> }[]): Promise<RuleViolation[]> {
    const stored = await this.categories.find({}, { name: 1 }).lean<StoredCategory[]>();
    return nameClashes(candidates, stored.map((category) => ({ id: String(category._id), name: category.name ?? {} })));
  }

  async assertFree(id: string, name: Record<string, string>): Promise<void> {
    const violations = await this.clashes([{ id, field: '', name }]);
    if (violations.length) throw new CategoryRulesBroken(violations, 409);
  }
}
