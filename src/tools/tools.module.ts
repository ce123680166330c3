import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DirectoryCache } from '../directory/directory-cache';
import { User, UserSchema } from '../directory/user.schema';
import { AdminToolReadModels } from './admin/admin-read-models';
import { ExportToolsCsvHandler } from './admin/queries/export-tools-csv/export-tools-csv.handler';
import { FindAdminToolsByIdsHandler } from './admin/queries/find-admin-tools-by-ids/find-admin-tools-by-ids.handler';
import { GetAdminToolHandler } from './admin/queries/get-admin-tool/get-admin-tool.handler';
import { ListAdminToolsHandler } from './admin/queries/list-admin-tools/list-admin-tools.handler';
import { ToolsAdminController } from './admin/tools.admin.controller';
import { CatalogueModule } from './catalogue/catalogue.module';
import { Tool, ToolSchema } from './tool.schema';
import { FindAppsByNameHandler } from './wall/queries/find-apps-by-name/find-apps-by-name.handler';
import { GetAllAppsHandler } from './wall/queries/get-all-apps/get-all-apps.handler';
import { GetAppHandler } from './wall/queries/get-app/get-app.handler';
import { GetWallHandler } from './wall/queries/get-wall/get-wall.handler';
import { WallController } from './wall/wall.controller';
import { WallPayloads } from './wall/wall-payloads';
import { WallSubjects } from './wall/wall-subjects';

export const ToolModels = MongooseModule.forFeature([{ name: Tool.name, schema: ToolSchema }]);

/**
 * The directory's users, read to know whose wall is asked and which groups they are in. Registered
 * from the schema rather than by importing DirectoryModels: directory.module imports this module,
 * and the import cycle would leave one of the two undefined when the files load. The model itself
 * is one per connection (@nestjs/mongoose reuses a registered name).
 */
const DirectoryUserModel = MongooseModule.forFeature([{ name: User.name, schema: UserSchema }]);

/** The catalogue: owns the tools collection (`apps`) and serves the wall's read calls. */
@Module({
  imports: [ToolModels, DirectoryUserModel, CatalogueModule, AdminToolReadModels],
  controllers: [WallController, ToolsAdminController],
  providers: [
    WallSubjects,
    WallPayloads,
    DirectoryCache,
    GetWallHandler,
    GetAppHandler,
    GetAllAppsHandler,
    FindAppsByNameHandler,
    ListAdminToolsHandler,
    GetAdminToolHandler,
    FindAdminToolsByIdsHandler,
    ExportToolsCsvHandler,
  ],
  // Not ToolModels: other modules read tools through ../tools.public.ts, never the collection.
  exports: [WallSubjects, CatalogueModule],
})
export class ToolsModule {}
