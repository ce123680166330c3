import type { DefaultToolRef, Person } from './default-tool-ref';

/** A default tool was deleted; the tools after it moved up one position. */
export class DefaultToolRemovedEvent {
  constructor(
    readonly by: Person,
    readonly defaultTool: DefaultToolRef,
  ) {}
}
