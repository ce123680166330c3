import { Query } from '@nestjs/cqrs';
import type { ToolViewer } from './find-visible-tools.query';

/**
 * The ids of the default tools this person gets as bookmarks at their first sign-in, in the rules'
 * order, only tools they see. Asked by the directory, answered by `defaults`, which sits above it.
 */
export class FindFirstSignInBookmarksQuery extends Query<string[]> {
  constructor(
    readonly viewer: ToolViewer,
    readonly language: string,
  ) {
    super();
  }
}
