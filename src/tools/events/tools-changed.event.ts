/**
 * The live content of these tools changed (created, edited, accepted, deleted, bulk edited) in this
 * process. Every write of the catalogue publishes it, so read models (the wall's cache) can refresh;
 * read models spread it to the other api instances themselves.
 */
export class ToolsChangedEvent {
  constructor(readonly toolIds: readonly string[]) {}
}
