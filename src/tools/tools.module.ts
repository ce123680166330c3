import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Tool, ToolSchema } from './tool.schema';

export const ToolModels = MongooseModule.forFeature([{ name: Tool.name, schema: ToolSchema }]);

/** The catalogue. For now it owns the tools collection; its calls come with the catalogue issue. */
@Module({
  imports: [ToolModels],
  exports: [ToolModels],
})
export class ToolsModule {}
