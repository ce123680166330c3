import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PrincipalLoader } from '../platform/auth/principal';
import { DirectoryController } from './directory.controller';
import { DirectoryPrincipalLoader } from './directory-principal.loader';
import { GetCurrentUserHandler } from './queries/get-current-user/get-current-user.handler';
import { Service, ServiceSchema } from './service.schema';
import { User, UserSchema } from './user.schema';

export const DirectoryModels = MongooseModule.forFeature([
  { name: User.name, schema: UserSchema },
  { name: Service.name, schema: ServiceSchema },
]);

@Module({
  imports: [DirectoryModels],
  controllers: [DirectoryController],
  providers: [GetCurrentUserHandler, { provide: PrincipalLoader, useClass: DirectoryPrincipalLoader }],
  exports: [PrincipalLoader, DirectoryModels],
})
export class DirectoryModule {}
