import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Category, CategorySchema } from '../../category.schema';
import { CategoryDeletion } from './category-deletion';
import { FinishCategoryDeletionHandler } from './finish-category-deletion.handler';

/** A category's deletion steps (CategoryDeletion) and FinishCategoryDeletionCommand: in the api and in the worker (the reconciler). */
@Module({
  imports: [MongooseModule.forFeature([{ name: Category.name, schema: CategorySchema }])],
  providers: [CategoryDeletion, FinishCategoryDeletionHandler],
  exports: [CategoryDeletion],
})
export class CategoryDeletionModule {}
