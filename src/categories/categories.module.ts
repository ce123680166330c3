import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CategoriesController } from './categories.controller';
import { CategoryIcons } from './category-icons';
import { CategoryStore } from './category-store';
import { Category, CategorySchema } from './category.schema';
import { CreateCategoryHandler } from './commands/create-category/create-category.handler';
import { CategoryDeletionModule } from './commands/delete-category/category-deletion.module';
import { DeleteCategoryHandler } from './commands/delete-category/delete-category.handler';
import { ImportCategoriesHandler } from './commands/import-categories/import-categories.handler';
import { UpdateCategoryHandler } from './commands/update-category/update-category.handler';
import { ExportCategoriesHandler } from './queries/export-categories/export-categories.handler';
import { GetCategoryHandler } from './queries/get-category/get-category.handler';
import { ListCategoriesHandler } from './queries/list-categories/list-categories.handler';

const CategoryModels = MongooseModule.forFeature([{ name: Category.name, schema: CategorySchema }]);

/**
 * Categories: the spec's back-office calls and the /api/admin/categories resource (the wall's sidebar,
 * counted from the catalogue, is tools' GetUserCategoriesQuery).
 * Icons are stored through the files module's StoreImageCommand (the command bus is global).
 */
@Module({
  imports: [CategoryModels, CategoryDeletionModule],
  controllers: [CategoriesController],
  providers: [
    CategoryIcons,
    CategoryStore,
    CreateCategoryHandler,
    UpdateCategoryHandler,
    DeleteCategoryHandler,
    ImportCategoriesHandler,
    ListCategoriesHandler,
    GetCategoryHandler,
    ExportCategoriesHandler,
  ],
  exports: [CategoryModels],
})
export class CategoriesModule {}
