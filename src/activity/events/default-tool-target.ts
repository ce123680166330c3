import { pickTranslation } from '../../contracts/languages';
import type { DefaultToolRef } from '../../defaults/events/default-tool-ref';
import type { ActivityLog } from '../activity-log.schema';

/** The English name of a default tool's tool in a log sentence (falling back to French, then any, then the tool id). */
export function defaultToolLabel(ref: DefaultToolRef): string {
  return pickTranslation(ref.title, 'en') || ref.toolId;
}

export function defaultToolTarget(ref: DefaultToolRef): NonNullable<ActivityLog['target']> {
  return { kind: 'default_tool', id: ref.defaultToolId, label: defaultToolLabel(ref) };
}

export function defaultToolDetails(ref: DefaultToolRef): Record<string, unknown> {
  return { toolId: ref.toolId, subsidiaryId: ref.subsidiaryId };
}
