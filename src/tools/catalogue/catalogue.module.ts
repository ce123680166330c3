import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Tool, ToolSchema } from '../tool.schema';
import { CatalogueSync } from './catalogue-sync';
import { ToolCatalogue } from './tool-catalogue';
import { ToolsChangedHandler } from './tools-changed.handler';

/** The in-memory catalogue read model (the tools model is registered here too: tools.module imports this file). */
@Module({
  imports: [MongooseModule.forFeature([{ name: Tool.name, schema: ToolSchema }])],
  providers: [ToolCatalogue, CatalogueSync, ToolsChangedHandler],
  exports: [ToolCatalogue],
})
export class CatalogueModule {}
