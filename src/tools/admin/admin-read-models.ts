import { MongooseModule } from '@nestjs/mongoose';
import { Category, CategorySchema } from '../../categories/category.schema';
import { Service, ServiceSchema } from '../../directory/service.schema';
import { Subsidiary, SubsidiarySchema } from '../../subsidiaries/subsidiary.schema';

/**
 * Collections the CSV export reads names from. Registered from the schemas (not by importing their
 * modules, which import this one: the cycle would leave one undefined); a model is one per connection.
 */
export const AdminToolReadModels = MongooseModule.forFeature([
  { name: Category.name, schema: CategorySchema },
  { name: Service.name, schema: ServiceSchema },
  { name: Subsidiary.name, schema: SubsidiarySchema },
]);
