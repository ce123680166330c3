import { pickTranslation } from '../../contracts';
import type { ToolRef } from '../../tools/events/tool-parties';
import type { ActivityLog } from '../activity-log.schema';

/** The English name of a tool in a log sentence (falling back to French, then any language, then its id). */
export function toolLabel(tool: ToolRef): string {
  return pickTranslation(tool.title, 'en') || tool.toolId;
}

/** A log line about one tool points at it by id and English name. */
export function toolTarget(tool: ToolRef): NonNullable<ActivityLog['target']> {
  return { kind: 'tool', id: tool.toolId, label: toolLabel(tool) };
}

/** "creation" or "edit", as the log sentences say it. */
export function changeKind(kind: 'creation' | 'edition'): string {
  return kind === 'creation' ? 'creation' : 'edit';
}
