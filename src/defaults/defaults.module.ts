import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DefaultTool, DefaultToolSchema } from './default-tool.schema';

export const DefaultToolModels = MongooseModule.forFeature([{ name: DefaultTool.name, schema: DefaultToolSchema }]);

/** Default tools put in new users' bookmarks. Its calls come with the reference-data issue. */
@Module({
  imports: [DefaultToolModels],
  exports: [DefaultToolModels],
})
export class DefaultsModule {}
