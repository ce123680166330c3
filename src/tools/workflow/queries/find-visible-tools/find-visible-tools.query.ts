import type { Viewer } from '../../../visibility/tool-visibility';

/** The cards of those of these tools this person sees (live, published, open to them), in no particular order. */
export class FindVisibleToolsQuery {
  constructor(
    readonly viewer: Viewer,
    readonly toolIds: readonly string[],
  ) {}
}
