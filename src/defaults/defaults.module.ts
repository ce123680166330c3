import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Service, ServiceSchema } from '../directory/service.schema';
import { User, UserSchema } from '../directory/user.schema';
import { Subsidiary, SubsidiarySchema } from '../subsidiaries/subsidiary.schema';
import { DefaultToolsAdminController } from './admin/default-tools.admin.controller';
import { AddDefaultToolHandler } from './commands/add-default-tool/add-default-tool.handler';
import { EditDefaultToolHandler } from './commands/edit-default-tool/edit-default-tool.handler';
import { MoveDefaultToolHandler } from './commands/move-default-tool/move-default-tool.handler';
import { RemoveDefaultToolHandler } from './commands/remove-default-tool/remove-default-tool.handler';
import { DefaultToolList } from './default-tool-list';
import { DefaultToolReferences } from './default-tool-references';
import { DefaultTool, DefaultToolSchema } from './default-tool.schema';
import { DefaultToolsController } from './default-tools.controller';
import { GetDefaultToolHandler } from './queries/get-default-tool/get-default-tool.handler';
import { ListDefaultToolsHandler } from './queries/list-default-tools/list-default-tools.handler';

export const DefaultToolModels = MongooseModule.forFeature([{ name: DefaultTool.name, schema: DefaultToolSchema }]);

/**
 * The models a default tool refers to, registered from their schemas (one model per connection:
 * @nestjs/mongoose reuses a registered name) rather than by importing their modules.
 */
const ReferencedModels = MongooseModule.forFeature([
  { name: Subsidiary.name, schema: SubsidiarySchema },
  { name: User.name, schema: UserSchema },
  { name: Service.name, schema: ServiceSchema },
]);

/** Default tools put in new users' bookmarks: the spec's calls and the back-office resource over the same handlers. */
@Module({
  imports: [DefaultToolModels, ReferencedModels],
  controllers: [DefaultToolsController, DefaultToolsAdminController],
  providers: [
    DefaultToolList,
    DefaultToolReferences,
    AddDefaultToolHandler,
    EditDefaultToolHandler,
    RemoveDefaultToolHandler,
    MoveDefaultToolHandler,
    GetDefaultToolHandler,
    ListDefaultToolsHandler,
  ],
  exports: [DefaultToolModels],
})
export class DefaultsModule {}
