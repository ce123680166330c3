import type { Language, Translated } from '../languages';
import type { VisibilityChoice } from '../tool-visibility';
import type { ToolCard } from './entities';

/**
 * The tool as the calls carry it, besides the card (`entities.ts`): the body the forms send, the
 * tool the edit forms start from, and the back-office table's row. One definition each, read by
 * the server's views and by both UIs.
 */

/** `image` is a stored file name served at `/api/files/<name>`; otherwise an abbreviation on a colour. */
export type ToolLogo = ToolCard['logo'];

/** A tool's content: what a form edits, a request proposes and acceptance applies. */
export interface ToolContentFields {
  title: Translated;
  description: Translated;
  url: Translated;
  logo: ToolLogo;
  categories: string[];
  managers: string[];
  /** Person ids and group names, or "all" for a public or subsidiary tool (`audienceOf`). */
  users: string[];
  subsidiaryId: string | null;
}

/** What `POST postApp` and `PUT updateApp` take (back-office spec sections 3 and 7). */
export interface ToolBody extends ToolContentFields {
  /** The tool edited (updateApp). */
  _id?: string;
  /** The server derives these three from the content; the back-office sends them as the spec's calls do. */
  is_new?: boolean;
  is_translated?: boolean;
  translated_into?: Language[];
  creator?: string;
}

/** `GET getApp/{id}/true`: the content the edit form starts from (the proposed one while a request waits). */
export interface ToolForEditing extends ToolCard {
  creator: string | null;
  is_published: boolean;
  is_translated: boolean;
  translated_into: Language[];
  visibility: VisibilityChoice;
  pending_validation: { user: string; edited_by_self: boolean } | null;
  /** The request whose content is shown, if any. */
  validation: { _id: string; kind: string; status: string; edited_by: { _id: string; fullname: string }; updated_time?: string } | null;
}

/** A row of the back-office tool table (`/api/admin/tools`) and the record of react-admin's getOne / getMany. */
export interface AdminToolRecord extends ToolContentFields {
  id: string;
  /** Derived: flagged new or created fewer than 15 days ago. */
  is_new: boolean;
  is_translated: boolean;
  translated_into: string[];
  /** An edit awaits approval, or the tool itself does (a creation not yet accepted). */
  has_pending_validation: boolean;
  /** False while the tool's creation awaits approval: listed for administrators, never on a wall. */
  is_published: boolean;
  creator: string | null;
  created_time: string | null;
  updated_time: string | null;
}

/** A tool found by its name (`GET getAppsByName/{text}`, the default tools' tool picker). */
export interface ToolName {
  _id: string;
  title: Translated;
}
