import type { Types } from 'mongoose';
import { categoryIconUrl } from '../contracts';

export interface StoredCategory {
  _id: Types.ObjectId;
  name?: Record<string, string>;
  icon: string;
  is_translated?: boolean;
  nameForGTM?: string;
  created_time?: Date;
  updated_time?: Date;
}

/** A category as both surfaces send it: `_id` for the spec's calls, `id` for react-admin, `icon_url` for an `<img>`. */
export interface CategoryView {
  _id: string;
  id: string;
  name: Record<string, string>;
  icon: string;
  icon_url: string | null;
  is_translated: boolean;
  nameForGTM?: string;
  created_time?: Date;
  updated_time?: Date;
}

export function categoryView(category: StoredCategory): CategoryView {
  const id = String(category._id);
  return {
    _id: id,
    id,
    name: Object.fromEntries(Object.entries(category.name ?? {}).filter(([, text]) => !!text)),
    icon: category.icon,
    icon_url: categoryIconUrl(category.icon),
    is_translated: !!category.is_translated,
    nameForGTM: category.nameForGTM,
    created_time: category.created_time,
    updated_time: category.updated_time,
  };
}

export const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** Every category write holds this lock: name clashes are checked against all categories, then written. */
export const CATEGORIES_LOCK = 'categories';
