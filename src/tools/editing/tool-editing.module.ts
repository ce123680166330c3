import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Validation, ValidationSchema } from '../../approvals/validation.schema';
import { Category, CategorySchema } from '../../categories/category.schema';
import { Service, ServiceSchema } from '../../directory/service.schema';
import { User, UserSchema } from '../../directory/user.schema';
import { Subsidiary, SubsidiarySchema } from '../../subsidiaries/subsidiary.schema';
import { ToolRefusal } from '../access/tool-refusal';
import { ToolsModule } from '../tools.module';
import { BulkEditToolsHandler } from './commands/bulk-edit-tools/bulk-edit-tools.handler';
import { CreateToolHandler } from './commands/create-tool/create-tool.handler';
import { DeleteToolsHandler } from './commands/delete-tools/delete-tools.handler';
import { ToolDeletion } from './commands/delete-tools/tool-deletion';
import { EditToolHandler } from './commands/edit-tool/edit-tool.handler';
import { GetToolForEditingHandler } from './queries/get-tool-for-editing/get-tool-for-editing.handler';
import { ToolChangePolicy } from './tool-change-policy';
import { ToolEditingController } from './tool-editing.controller';
import { ToolReferences } from './tool-references';

/**
 * The models a tool refers to, registered from their schemas (one model per connection: @nestjs/mongoose
 * reuses a registered name) rather than by importing their modules, several of which import ToolsModule.
 */
const ReferencedModels = MongooseModule.forFeature([
  { name: Validation.name, schema: ValidationSchema },
  { name: User.name, schema: UserSchema },
  { name: Service.name, schema: ServiceSchema },
  { name: Category.name, schema: CategorySchema },
  { name: Subsidiary.name, schema: SubsidiarySchema },
]);

/** Creating, editing, deleting and bulk-editing tools; every change through the approval rule. */
@Module({
  imports: [ToolsModule, ReferencedModels],
  controllers: [ToolEditingController],
  providers: [ToolRefusal, ToolChangePolicy, ToolReferences, CreateToolHandler, EditToolHandler, DeleteToolsHandler, ToolDeletion, BulkEditToolsHandler, GetToolForEditingHandler],
})
export class ToolEditingModule {}
