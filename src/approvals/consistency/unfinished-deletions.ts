import { Injectable } from '@nestjs/common';
import { CATEGORY_DELETION, CategoryDeletion, CategoryDeletionIntent } from '../../categories/commands/delete-category/category-deletion';
import { ChangeIntents } from '../../platform/outbox/change-intents';
import { TOOL_DELETION, ToolDeletion, ToolDeletionIntent } from '../../tools/editing/commands/delete-tools/tool-deletion';
import type { ToolRef } from '../events/validation-party';
import type { InconsistencyKind } from './consistency-repaired.event';

/** A deletion recorded (its checks passed) and cut short by a crash. */
export interface UnfinishedDeletion {
  kind: Extract<InconsistencyKind, 'unfinished-tool-deletion' | 'unfinished-category-deletion'>;
  toolId: string;
  /** For a category's deletion: its id. */
  categoryIds?: string[];
  /** The intent's key. */
  intentKey: string;
}

/**
 * The reconciler's part for deletions (tools, categories): each recorded its intent before its first
 * write (ChangeIntents); an intent older than the grace is a deletion a crash cut short, finished here
 * by the same steps the api runs. A category's deletion is reported with the category's id as `toolId`
 * (it names no tool) and its log line names the category.
 */
@Injectable()
export class UnfinishedDeletions {
  constructor(
    private readonly intents: ChangeIntents,
    private readonly tools: ToolDeletion,
    private readonly categories: CategoryDeletion,
  ) {}

  async find(before: Date): Promise<UnfinishedDeletion[]> {
    const [tools, categories] = await Promise.all([
      this.intents.olderThan<ToolDeletionIntent>(TOOL_DELETION, before),
      this.intents.olderThan<CategoryDeletionIntent>(CATEGORY_DELETION, before),
    ]);
    return [
      ...tools.map((intent): UnfinishedDeletion => ({ kind: 'unfinished-tool-deletion', toolId: intent.payload.tool.toolId, intentKey: intent._id })),
      ...categories.map(
        (intent): UnfinishedDeletion => ({
          kind: 'unfinished-category-deletion',
          toolId: intent.payload.category.categoryId,
          categoryIds: [intent.payload.category.categoryId],
          intentKey: intent._id,
        }),
      ),
    ];
  }

  /** Finishes it; answers what the log line says, or null when it was finished meanwhile. */
  async repair(problem: UnfinishedDeletion): Promise<{ target: ToolRef; repair: string } | null> {
    if (problem.kind === 'unfinished-tool-deletion') {
      const intent = await this.intents.find<ToolDeletionIntent>(problem.intentKey);
      if (!intent) return null;
      await this.tools.finish(intent);
      return { target: intent.payload.tool, repair: `finished the deletion of the tool by ${intent.payload.by.fullname}` };
    }
    const intent = await this.intents.find<CategoryDeletionIntent>(problem.intentKey);
    if (!intent) return null;
    await this.categories.finish(intent);
    const { categoryId, name } = intent.payload.category;
    return { target: { toolId: categoryId, title: name }, repair: `finished the deletion of the category by ${intent.payload.by.fullname}` };
  }
}
