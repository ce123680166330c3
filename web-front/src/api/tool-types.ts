import type { Language } from '@contracts';
import type { ToolCard } from './wall-types';

type Texts = Partial<Record<Language, string>>;

/** What postApp and updateApp take (back-office spec section 3, Tool). */
export interface ToolBody {
  title: Texts;
  description: Texts;
  url: Texts;
  logo: { image?: string; abrev?: string; color?: string };
  categories: string[];
  managers: string[];
  /** Person ids, group names, or "all" for a public or subsidiary tool. */
  users: string[];
  subsidiaryId: string | null;
}

/** `GET getApp/{id}/true`: the tool as the edit form starts from it. */
export interface EditableTool extends ToolCard {
  creator: string | null;
  is_published: boolean;
  pending_validation: { user: string; edited_by_self: boolean } | null;
}

export interface UploadedLogo {
  filename: string;
  url: string;
}
