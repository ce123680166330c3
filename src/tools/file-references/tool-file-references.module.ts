import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Tool, ToolSchema } from '../tool.schema';
import { ListToolLogoFilesHandler } from './list-tool-logo-files.handler';

/** Which stored files the tools use, for the worker's cleanup of unused uploads (without the catalogue). */
@Module({
  imports: [MongooseModule.forFeature([{ name: Tool.name, schema: ToolSchema }])],
  providers: [ListToolLogoFilesHandler],
})
export class ToolFileReferencesModule {}
