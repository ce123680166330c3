import { ToolEditingIntegrationController } from './tool-editing.integration.controller';
import { Module } from '@nestjs/common';
import { CategoriesPublicModule } from '../../categories/categories.public';
import { DirectoryPublicModule } from '../../directory/directory.public';
import { SubsidiariesPublicModule } from '../../subsidiaries/subsidiaries.public';
import { ToolRefusal } from '../access/tool-refusal';
import { ToolModels, ToolsModule } from '../tools.module';
import { ToolStoreModule } from '../tool-store';
import { BulkEditToolsHandler } from './commands/bulk-edit-tools/bulk-edit-tools.handler';
import { CreateToolHandler } from './commands/create-tool/create-tool.handler';
import { DeleteToolsHandler } from './commands/delete-tools/delete-tools.handler';
import { ToolDeletionModule } from './commands/delete-tools/tool-deletion.module';
import { EditToolHandler } from './commands/edit-tool/edit-tool.handler';
import { GetToolForEditingHandler } from './queries/get-tool-for-editing/get-tool-for-editing.handler';
import { ToolChangePolicy } from './tool-change-policy';
import { ToolEditingController } from './tool-editing.controller';
import { ToolReferences } from './tool-references';

/** Creating, editing, deleting and bulk-editing tools; every change through the approval rule. */
@Module({
  imports: [ToolsModule, ToolModels, ToolStoreModule, ToolDeletionModule, DirectoryPublicModule, CategoriesPublicModule, SubsidiariesPublicModule],
  controllers: [ToolEditingController, ToolEditingIntegrationController],
  providers: [ToolRefusal, ToolChangePolicy, ToolReferences, CreateToolHandler, EditToolHandler, DeleteToolsHandler, BulkEditToolsHandler, GetToolForEditingHandler],
})
export class ToolEditingModule {}
