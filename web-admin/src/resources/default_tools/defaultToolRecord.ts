import type { Translated } from '@contracts';

/** A default tool as /api/admin/default_tools answers it (the fields the list shows). */
export interface DefaultToolRecord {
  id: string;
  tool: string;
  title: Translated;
  language: string;
  subsidiaryId: string | null;
  subsidiary: { _id: string; name: string }[];
  groups: string[];
  position: number;
  is_new: boolean;
}
