/**
 * The tool side of a decision is done (the accepted content applied, or the rejected change dropped), or
 * there was nothing left to do. In memory only: the deciding command waits for it before it answers.
 */
export class ToolChangeSettledEvent {
  constructor(readonly validationId: string) {}
}
