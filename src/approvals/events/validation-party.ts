export type { Person, ToolRef } from '../../tools/events/tool-parties';

/** The designated extra validator: one person or one directory group. */
export interface ExtraValidator {
  id: string;
  type: 'user' | 'group';
  /** Full name of the person or title of the group. */
  name: string;
}
