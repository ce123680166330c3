import { Injectable, Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { Service, ServiceSchema } from './service.schema';
import { User, UserSchema } from './user.schema';

const DirectoryCollections = MongooseModule.forFeature([
  { name: User.name, schema: UserSchema },
  { name: Service.name, schema: ServiceSchema },
]);

/**
 * The directory's collections (`users`, `services`: people and groups), injected once: the directory's
 * handlers and services take this store instead of the two models (decisions/module-stores.md).
 */
@Injectable()
export class DirectoryStore {
  constructor(
    @InjectModel(User.name) readonly users: Model<User>,
    @InjectModel(Service.name) readonly groups: Model<Service>,
  ) {}
}

/** The directory's collections and their store; in a file of their own so the search module and this module's commands can share them without a cycle. */
@Module({ imports: [DirectoryCollections], providers: [DirectoryStore], exports: [DirectoryCollections, DirectoryStore] })
export class DirectoryModels {}
