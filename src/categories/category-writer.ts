import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import type { RuleViolation } from '../contracts';
import type { Principal } from '../platform/auth/principal';
import { Category } from './category.schema';
import { CategoryRulesBroken } from './category.errors';
import type { CategoryInput } from './category-input';
import { nameClashes } from './category-names';
import type { StoredCategory } from './category-view';
import type { Person } from './events/category-parts';

export const personOf = (caller: Principal): Person => ({ userId: caller.userId!, fullname: caller.fullname });

/** The fields of a category a write sets (the icon already stored). */
export const storedFieldsOf = (input: CategoryInput, icon: string) => ({
  name: input.name,
  icon,
  is_translated: input.is_translated,
  nameForGTM: input.nameForGTM,
});

/** Name checks against every stored category, run under CATEGORIES_LOCK right before the write. */
@Injectable()
export class CategoryNameCheck {
  constructor(@InjectModel(Category.name) private readonly categories: Model<Category>) {}

  async clashes(candidates: { id: string; field: string; name: Record<string, string> }[]): Promise<RuleViolation[]> {
    const stored = await this.categories.find({}, { name: 1 }).lean<StoredCategory[]>();
    return nameClashes(candidates, stored.map((category) => ({ id: String(category._id), name: category.name ?? {} })));
  }

  async assertFree(id: string, name: Record<string, string>): Promise<void> {
    const violations = await this.clashes([{ id, field: '', name }]);
    if (violations.length) throw new CategoryRulesBroken(violations, 409);
  }
}

export const newCategoryId = () => new Types.ObjectId();
