import type { Person, ToolRef } from '../../../events/tool-parties';

/** The kind of a tool's deletion intent (ChangeIntents), one per tool: `tools.delete.<toolId>`. */
export const TOOL_DELETION = 'tools.delete';

/** What finishing one tool's deletion needs, stored before its first write. */
export type ToolDeletionIntent = { tool: ToolRef; by: Person };

export const toolDeletionKey = (toolId: string) => `${TOOL_DELETION}.${toolId}`;
