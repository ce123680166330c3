import { ToolsIntegrationController } from './admin/tools.integration.controller';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CategoriesPublicModule } from '../categories/categories.public';
import { DirectoryPublicModule } from '../directory/directory.public';
import { SubsidiariesPublicModule } from '../subsidiaries/subsidiaries.public';
import { ExportToolsCsvHandler } from './admin/queries/export-tools-csv/export-tools-csv.handler';
import { FindAdminToolsByIdsHandler } from './admin/queries/find-admin-tools-by-ids/find-admin-tools-by-ids.handler';
import { GetAdminToolHandler } from './admin/queries/get-admin-tool/get-admin-tool.handler';
import { ListAdminToolsHandler } from './admin/queries/list-admin-tools/list-admin-tools.handler';
import { ToolsAdminController } from './admin/tools.admin.controller';
import { CatalogueModule } from './catalogue/catalogue.module';
import { EncodedJsonModule } from '../platform/http/encoded-json';
import { Tool, ToolSchema } from './tool.schema';
import { FindAppsByNameHandler } from './wall/queries/find-apps-by-name/find-apps-by-name.handler';
import { GetAllAppsHandler } from './wall/queries/get-all-apps/get-all-apps.handler';
import { GetAppHandler } from './wall/queries/get-app/get-app.handler';
import { FindVisibleToolsHandler } from './wall/queries/find-visible-tools/find-visible-tools.handler';
import { GetWallHandler } from './wall/queries/get-wall/get-wall.handler';
import { GetUserCategoriesController } from './wall/queries/get-user-categories/get-user-categories.http.controller';
import { GetUserCategoriesHandler } from './wall/queries/get-user-categories/get-user-categories.handler';
import { WallController } from './wall/wall.controller';
import { WallFastRead } from './wall/wall-fast-read';
import { WallLists } from './wall/wall-lists';
import { WallSubjects } from './wall/wall-subjects';

export const ToolModels = MongooseModule.forFeature([{ name: Tool.name, schema: ToolSchema }]);

/** The catalogue: owns the tools collection (`apps`) and serves the wall's read calls. */
@Module({
  imports: [ToolModels, CatalogueModule, EncodedJsonModule, DirectoryPublicModule, CategoriesPublicModule, SubsidiariesPublicModule],
  controllers: [WallController, ToolsAdminController, ToolsIntegrationController, GetUserCategoriesController],
  providers: [
    WallSubjects,
    WallLists,
    WallFastRead,
    GetWallHandler,
    GetUserCategoriesHandler,
    GetAppHandler,
    FindVisibleToolsHandler,
    GetAllAppsHandler,
    FindAppsByNameHandler,
    ListAdminToolsHandler,
    GetAdminToolHandler,
    FindAdminToolsByIdsHandler,
    ExportToolsCsvHandler,
  ],
  // Not ToolModels: other modules read tools through ../tools.public.ts, never the collection.
  exports: [WallSubjects, WallFastRead, CatalogueModule],
})
export class ToolsModule {}
