import { MongooseModule } from '@nestjs/mongoose';
import { Service, ServiceSchema } from './service.schema';
import { User, UserSchema } from './user.schema';

/** The directory's collections; in a file of their own so the search module and this module's commands can share them without a cycle. */
export const DirectoryModels = MongooseModule.forFeature([
  { name: User.name, schema: UserSchema },
  { name: Service.name, schema: ServiceSchema },
]);
