import type { Person, ToolRef } from './tool-parties';

/**
 * A tool was created. `validationId` is set when the creation waits for an administrator (the tool
 * is then unpublished); null when an administrator's creation applied at once.
 */
export class ToolSubmittedEvent {
  constructor(
    readonly tool: ToolRef,
    readonly by: Person,
    readonly validationId: string | null,
  ) {}
}
