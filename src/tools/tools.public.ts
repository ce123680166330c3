/**
 * What other modules may use of `tools`: its commands, queries and events. Tools alone writes the `apps`
 * collection; anything else reads it through these queries and changes it through these commands.
 */
export { ApplyToolChangeCommand } from './workflow/commands/apply-tool-change/apply-tool-change.command';
export { DiscardToolChangeCommand } from './workflow/commands/discard-tool-change/discard-tool-change.command';
export { HoldToolForRequestCommand } from './workflow/commands/hold-tool-for-request/hold-tool-for-request.command';
export { RemoveToolCategoriesCommand } from '../categories/ports/remove-tool-categories.command';
export type { RemovedCategories } from './workflow/commands/remove-tool-categories/remove-tool-categories.handler';
export { FinishToolDeletionCommand, type FinishedToolDeletion } from './editing/commands/delete-tools/finish-tool-deletion.command';
export { TOOL_DELETION, type ToolDeletionIntent } from './editing/commands/delete-tools/tool-deletion-intent';
export { ListToolStatesQuery } from './workflow/queries/list-tool-states/list-tool-states.query';
export { FindToolSummariesQuery, type ToolSummary } from './workflow/queries/find-tool-summaries/find-tool-summaries.query';
export { FindLiveToolQuery } from './workflow/queries/find-live-tool/find-live-tool.query';
export type { ToolCard } from './tool-card';
export type { Viewer } from './visibility/tool-visibility';
export type { ToolRequestState } from './workflow/tool-request-state';
export { waitsFor } from './workflow/tool-request-state';
export { APPLY_REACTION, DISCARD_REACTION } from './workflow/tool-workflow.reactions';
export { ToolEditedEvent } from './events/tool-edited.event';
export { ToolSubmittedEvent } from './events/tool-submitted.event';
export { ToolsChangedEvent } from './events/tools-changed.event';
export { ALL_VIEWERS, canSee } from './visibility/tool-visibility';
// Services of ToolsModule (import it to inject them): who a caller is on the wall, the catalogue read model.
export { WallSubjects } from './wall/wall-subjects';
export { ToolCatalogue } from './catalogue/tool-catalogue';
export type { Person, ToolRef } from './events/tool-parties';
export { adminScopePredicate, listPredicate } from './catalogue/catalogue-filters';
export { requestLanguage } from '../contracts/languages';
// Granted viewers (access-requests): add a viewer by a grant, take granted viewers out when grants end.
export { GrantToolViewerCommand, type GrantOutcome } from './access-grants/commands/grant-tool-viewer/grant-tool-viewer.command';
export { RevokeGrantedViewersCommand, type RevokedViewers } from './access-grants/commands/revoke-granted-viewers/revoke-granted-viewers.command';
export { ToolAccessGrantsModule } from './access-grants/tool-access-grants.module';
export { ToolDeletedEvent } from './events/tool-deleted.event';
