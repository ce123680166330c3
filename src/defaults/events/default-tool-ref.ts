import type { Person } from '../../tools/events/tool-parties';

export type { Person };

/** A default tool as events name it: its id, its tool's id and titles, its subsidiary. */
export interface DefaultToolRef {
  defaultToolId: string;
  toolId: string;
  title: Record<string, string>;
  subsidiaryId: string | null;
}
