import type { Person } from '../../../events/tool-parties';

/** Marks a live tool as waiting for this request (read-only until it is decided). For the reconciler: a request stored whose tool never got its flag. */
export class HoldToolForRequestCommand {
  constructor(
    readonly toolId: string,
    readonly validationId: string,
    readonly editor: Person,
  ) {}
}
