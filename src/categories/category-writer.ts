import { Types } from 'mongoose';
import type { Principal } from '../platform/auth/principal';
import type { CategoryInput } from './category-input';
import type { Person } from './events/category-parts';

export const personOf = (caller: Principal): Person => ({ userId: caller.userId!, fullname: caller.fullname });

/** The fields of a category a write sets (the icon already stored). */
export const storedFieldsOf = (input: CategoryInput, icon: string) => ({
  name: input.name,
  icon,
  is_translated: input.is_translated,
  nameForGTM: input.nameForGTM,
});

export const newCategoryId = () => new Types.ObjectId();
