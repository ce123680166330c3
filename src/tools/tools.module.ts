import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { User, UserSchema } from '../directory/user.schema';
import { Tool, ToolSchema } from './tool.schema';
import { FindAppsByNameHandler } from './wall/queries/find-apps-by-name/find-apps-by-name.handler';
import { GetAllAppsHandler } from './wall/queries/get-all-apps/get-all-apps.handler';
import { GetAppHandler } from './wall/queries/get-app/get-app.handler';
import { GetWallHandler } from './wall/queries/get-wall/get-wall.handler';
import { WallController } from './wall/wall.controller';
import { WallSubjects } from './wall/wall-subjects';

export const ToolModels = MongooseModule.forFeature([{ name: Tool.name, schema: ToolSchema }]);

/**
 * The directory's users, read to know whose wall is asked and which groups they are in. Registered
 * from the schema rather than by importing DirectoryModels: directory.module imports this module,
 * and the import cycle would leave one of the two undefined when the files load. The model itself
 * is one per connection (@nestjs/mongoose reuses a registered name).
 */
const DirectoryUserModel = MongooseModule.forFeature([{ name: User.name, schema: UserSchema }]);

/** The catalogue: owns the tools collection and serves the wall's read calls. */
@Module({
  imports: [ToolModels, DirectoryUserModel],
  controllers: [WallController],
  providers: [WallSubjects, GetWallHandler, GetAppHandler, GetAllAppsHandler, FindAppsByNameHandler],
  exports: [ToolModels, WallSubjects],
})
export class ToolsModule {}
