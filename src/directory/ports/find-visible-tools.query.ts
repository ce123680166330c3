import { Query } from '@nestjs/cqrs';
import type { ToolCard } from '../../contracts/wire/entities';

/** What visibility needs to know about a person (the directory's side of a tool's audience). */
export interface ToolViewer {
  userId: string;
  /** Directory group guids ("services"). */
  groups: readonly string[];
  subsidiaryId: string | null;
}

/**
 * The cards of those of these tools this person sees (live, published, open to them), in no particular
 * order. Asked by the directory (bookmarks), answered by `tools`, which sits above it.
 */
export class FindVisibleToolsQuery extends Query<ToolCard[]> {
  constructor(
    readonly viewer: ToolViewer,
    readonly toolIds: readonly string[],
  ) {
    super();
  }
}
