import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Category, CategorySchema } from '../category.schema';
import { ListCategoryIconFilesHandler } from './list-category-icon-files.handler';

/** Which stored files the categories use, for the worker's cleanup of unused uploads. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Category.name, schema: CategorySchema }])],
  providers: [ListCategoryIconFilesHandler],
})
export class CategoryFileReferencesModule {}
