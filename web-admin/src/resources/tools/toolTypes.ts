import type { Translated } from '@contracts';

/** A row of /api/admin/tools (the server's AdminToolRecord). */
export interface ToolRecord {
  id: string;
  title: Translated;
  description: Translated;
  url: Translated;
  logo: ToolLogo;
  categories: string[];
  managers: string[];
  users: string[];
  subsidiaryId: string | null;
  is_new: boolean;
  is_translated: boolean;
  translated_into: string[];
  has_pending_validation: boolean;
  is_published: boolean;
  creator: string | null;
  created_time: string | null;
  updated_time: string | null;
}

export interface ToolLogo {
  image?: string;
  abrev?: string;
  color?: string;
}

/** -1 private, 0 public, or a subsidiary (spec section 4). */
export type Visibility = -1 | 0 | { subsidiaryId: string };

/** `GET getApp/{id}/true`: the content the edit form starts from (the proposed one while it waits). */
export interface ToolForEditing {
  _id: string;
  title: Translated;
  description: Translated;
  url: Translated;
  logo: ToolLogo;
  categories: string[];
  managers: string[];
  users: string[];
  subsidiaryId: string | null;
  visibility: Visibility;
  creator: string | null;
  is_published: boolean;
  has_pending_validation: boolean;
  pending_validation: { user: string; edited_by_self: boolean } | null;
}

/** The body of postApp / updateApp (spec section 7). */
export interface ToolPayload {
  _id?: string;
  title: Translated;
  description: Translated;
  url: Translated;
  logo: ToolLogo;
  categories: string[];
  managers: string[];
  users: string[];
  subsidiaryId: string | null;
  is_new: boolean;
  is_translated: boolean;
  translated_into: string[];
  creator?: string;
}

export interface SavedTool {
  _id?: string;
  has_pending_validation?: boolean;
}

export interface CategoryOption {
  id: string;
  name: Translated;
}

export interface SubsidiaryOption {
  id: string;
  name: string;
}
