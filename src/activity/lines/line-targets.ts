import { pickTranslation } from '../../contracts';
import type { ApiTokenRef } from '../../api-tokens/events/api-token-parts';
import type { CategoryRef } from '../../categories/events/category-parts';
import type { DefaultToolRef } from '../../defaults/events/default-tool-ref';
import type { SubsidiaryRef } from '../../subsidiaries/events/subsidiary-parts';
import type { ToolRef } from '../../tools/events/tool-parties';
import type { ActivityLog } from '../activity-log.schema';

type Target = NonNullable<ActivityLog['target']>;

/** The English name of a tool in a log sentence (falling back to French, then any language, then its id). */
export function toolLabel(tool: ToolRef): string {
  return pickTranslation(tool.title, 'en') || tool.toolId;
}

/** A log line about one tool points at it by id and English name. */
export function toolTarget(tool: ToolRef): Target {
  return { kind: 'tool', id: tool.toolId, label: toolLabel(tool) };
}

/** "creation" or "edit", as the log sentences say it. */
export function changeKind(kind: 'creation' | 'edition'): string {
  return kind === 'creation' ? 'creation' : 'edit';
}

/** The English name of a category in a log sentence (falling back to French, then any language, then its id). */
export function categoryLabel(category: CategoryRef): string {
  return pickTranslation(category.name, 'en') || category.categoryId;
}

export function categoryTarget(category: CategoryRef): Target {
  return { kind: 'category', id: category.categoryId, label: categoryLabel(category) };
}

/** The English name of a default tool's tool in a log sentence (falling back to French, then any, then the tool id). */
export function defaultToolLabel(ref: DefaultToolRef): string {
  return pickTranslation(ref.title, 'en') || ref.toolId;
}

export function defaultToolTarget(ref: DefaultToolRef): Target {
  return { kind: 'default_tool', id: ref.defaultToolId, label: defaultToolLabel(ref) };
}

export function defaultToolDetails(ref: DefaultToolRef): Record<string, unknown> {
  return { toolId: ref.toolId, subsidiaryId: ref.subsidiaryId };
}

/** A log line about one subsidiary points at it by id and name. */
export function subsidiaryTarget(subsidiary: SubsidiaryRef): Target {
  return { kind: 'subsidiary', id: subsidiary.subsidiaryId, label: subsidiary.name };
}

/** A log line about a program's token points at it by id and name. */
export function apiTokenTarget(token: ApiTokenRef): Target {
  return { kind: 'api_token', id: token.tokenId, label: token.name };
}

/** "1 tool", "3 tools". */
export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
