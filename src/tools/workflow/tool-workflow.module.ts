import { Module } from '@nestjs/common';
import { ToolModels } from '../tools.module';
import { ToolStoreModule } from '../tool-store';
import { ApplyToolChangeHandler } from './commands/apply-tool-change/apply-tool-change.handler';
import { DiscardToolChangeHandler } from './commands/discard-tool-change/discard-tool-change.handler';
import { HoldToolForRequestHandler } from './commands/hold-tool-for-request/hold-tool-for-request.handler';
import { RemoveToolCategoriesHandler } from './commands/remove-tool-categories/remove-tool-categories.handler';
import { FindCategoryToolsHandler } from './queries/find-category-tools/find-category-tools.handler';
import { FindToolSummariesHandler } from './queries/find-tool-summaries/find-tool-summaries.handler';
import { ListCategorizedToolsHandler } from './queries/list-categorized-tools/list-categorized-tools.handler';
import { CountSubsidiaryToolsHandler } from './queries/count-subsidiary-tools/count-subsidiary-tools.handler';
import { FindLiveToolHandler } from './queries/find-live-tool/find-live-tool.handler';
import { ListToolStatesHandler } from './queries/list-tool-states/list-tool-states.handler';
import { CategoryTakenOutHandler } from './category-taken-out.handler';

/**
 * The tools' side of the approval workflow: the commands and the query other modules use (see
 * ../tools.public.ts). It imports nothing from the modules above it: approvals sends its commands. In the
 * api and in the worker (whose relay and reconciler finish what a crash interrupted).
 */
@Module({
  imports: [ToolModels, ToolStoreModule],
  providers: [ApplyToolChangeHandler, DiscardToolChangeHandler, HoldToolForRequestHandler, RemoveToolCategoriesHandler, ListToolStatesHandler, FindToolSummariesHandler, ListCategorizedToolsHandler, FindCategoryToolsHandler, CountSubsidiaryToolsHandler, FindLiveToolHandler, CategoryTakenOutHandler],
})
export class ToolWorkflowModule {}
