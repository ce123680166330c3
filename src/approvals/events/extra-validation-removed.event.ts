import type { ExtraValidator, Person, ToolRef } from './validation-party';

/** An administrator cancelled the pending extra approval (no mail; logged). */
export class ExtraValidationRemovedEvent {
  constructor(
    readonly validationId: string,
    readonly tool: ToolRef,
    readonly validator: ExtraValidator,
    readonly by: Person,
  ) {}
}
