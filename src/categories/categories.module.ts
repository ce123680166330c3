import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ToolsModule } from '../tools/tools.module';
import { Category, CategorySchema } from './category.schema';
import { GetUserCategoriesController } from './queries/get-user-categories/get-user-categories.http.controller';
import { GetUserCategoriesHandler } from './queries/get-user-categories/get-user-categories.handler';

export const CategoryModels = MongooseModule.forFeature([{ name: Category.name, schema: CategorySchema }]);

/** Categories of the wall's sidebar. Owns the collection; the back-office calls come with their issue. */
@Module({
  imports: [CategoryModels, ToolsModule],
  controllers: [GetUserCategoriesController],
  providers: [GetUserCategoriesHandler],
  exports: [CategoryModels],
})
export class CategoriesModule {}
