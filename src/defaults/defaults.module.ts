import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DirectoryPublicModule } from '../directory/directory.public';
import { SubsidiariesPublicModule } from '../subsidiaries/subsidiaries.public';
import { AddDefaultToolHandler } from './commands/add-default-tool/add-default-tool.handler';
import { EditDefaultToolHandler } from './commands/edit-default-tool/edit-default-tool.handler';
import { MoveDefaultToolHandler } from './commands/move-default-tool/move-default-tool.handler';
import { RemoveDefaultToolHandler } from './commands/remove-default-tool/remove-default-tool.handler';
import { DefaultToolList } from './default-tool-list';
import { DefaultToolReferences } from './default-tool-references';
import { DefaultTool, DefaultToolSchema } from './default-tool.schema';
import { DefaultToolsReader } from './defaults.public';
import { DefaultToolsController } from './default-tools.controller';
import { CountSubsidiaryDefaultToolsHandler } from './queries/count-subsidiary-default-tools/count-subsidiary-default-tools.handler';
import { ListConfigDefaultToolsHandler } from './queries/list-config-default-tools/list-config-default-tools.handler';
import { FindFirstSignInBookmarksHandler } from './queries/find-first-sign-in-bookmarks/find-first-sign-in-bookmarks.handler';
import { GetDefaultToolHandler } from './queries/get-default-tool/get-default-tool.handler';
import { ListDefaultToolsHandler } from './queries/list-default-tools/list-default-tools.handler';

const DefaultToolModels = MongooseModule.forFeature([{ name: DefaultTool.name, schema: DefaultToolSchema }]);

/** Default tools put in new users' bookmarks: the spec's calls and the back-office resource over the same handlers. */
@Module({
  imports: [DefaultToolModels, DirectoryPublicModule, SubsidiariesPublicModule],
  controllers: [DefaultToolsController],
  providers: [
    DefaultToolList,
    DefaultToolReferences,
    AddDefaultToolHandler,
    EditDefaultToolHandler,
    RemoveDefaultToolHandler,
    MoveDefaultToolHandler,
    GetDefaultToolHandler,
    ListDefaultToolsHandler,
    DefaultToolsReader,
    FindFirstSignInBookmarksHandler,
    CountSubsidiaryDefaultToolsHandler,
    ListConfigDefaultToolsHandler,
  ],
})
export class DefaultsModule {}
