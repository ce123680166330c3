import { Injectable, Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { Model, ProjectionType, Types } from 'mongoose';
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

  /**
   * The live person of a login id. By `knownId` when the caller knows it (a session's principal, the cached
   * login map): a filter on `_id` alone is the one FerretDB hands to SQLite, where one by `id_portal` reads
   * all the people; the login id and deletion are checked here. By login id when `knownId` names nobody,
   * someone else or a deleted person.
   */
  async livePersonOfLogin(loginId: string, knownId: string | null | undefined, projection?: ProjectionType<User>) {
    if (knownId && Types.ObjectId.isValid(knownId)) {
      const byId = await this.users.findById(knownId, projection).lean();
      if (byId && byId.id_portal === loginId && !byId.deleted) return byId;
    }
    return this.users.findOne({ id_portal: loginId, deleted: { $ne: true } }, projection).lean();
  }
}

/** The directory's collections and their store; in a file of their own so the search module and this module's commands can share them without a cycle. */
@Module({ imports: [DirectoryCollections], providers: [DirectoryStore], exports: [DirectoryCollections, DirectoryStore] })
export class DirectoryModels {}
