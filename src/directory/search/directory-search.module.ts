import { Module } from '@nestjs/common';
import { DirectoryCache } from '../directory-cache';
import { DirectoryModels } from '../directory-models';
import { DirectoryIndex } from './index/directory-index';
import { IndexRefresh } from './index-refresh';
import { DirectoryLookupController } from './directory-lookup.controller';
import { DirectorySearchController } from './directory-search.controller';
import { DirectorySearchFastReads } from './directory-search.fast-reads';
import { FindAdminUsersByIdsHandler } from './queries/find-admin-users-by-ids/find-admin-users-by-ids.handler';
import { FindGroupsByIdsHandler } from './queries/find-groups-by-ids/find-groups-by-ids.handler';
import { FindUsersByIdsHandler } from './queries/find-users-by-ids/find-users-by-ids.handler';
import { GetAdminUserHandler } from './queries/get-admin-user/get-admin-user.handler';
import { GetGroupByDirectoryIdHandler } from './queries/get-group-by-directory-id/get-group-by-directory-id.handler';
import { GetUserByDirectoryIdHandler } from './queries/get-user-by-directory-id/get-user-by-directory-id.handler';
import { GetUserByIdHandler } from './queries/get-user-by-id/get-user-by-id.handler';
import { EncodedJsonModule } from '../../platform/http/encoded-json';
import { GetUserNameMapHandler } from './queries/get-user-name-map/get-user-name-map.handler';
import { ListUsersHandler } from './queries/list-users/list-users.handler';
import { SearchGroupsHandler } from './queries/search-groups/search-groups.handler';
import { SearchUsersHandler } from './queries/search-users/search-users.handler';
import { SubsidiaryRenamedHandler } from './index/subsidiary-renamed.handler';
import { UsersAdminController } from './users.admin.controller';
import { EndUserSessionsHandler } from '../commands/end-user-sessions/end-user-sessions.handler';
import { EndSessionsAfterImport } from '../events/end-sessions-after-import.handler';
import { PeopleSessions } from '../people-sessions';
import { UsersPaginateController } from './users-paginate.controller';

/** Directory search and lookups: the pickers' word search, id → name lookups, the users table. */
@Module({
  imports: [DirectoryModels, EncodedJsonModule],
  controllers: [DirectorySearchController, DirectoryLookupController, UsersPaginateController, UsersAdminController],
  providers: [
    DirectoryIndex,
    IndexRefresh,
    DirectoryCache,
    DirectorySearchFastReads,
    SearchUsersHandler,
    SearchGroupsHandler,
    FindUsersByIdsHandler,
    FindGroupsByIdsHandler,
    GetUserByDirectoryIdHandler,
    GetGroupByDirectoryIdHandler,
    GetUserByIdHandler,
    GetUserNameMapHandler,
    ListUsersHandler,
    GetAdminUserHandler,
    FindAdminUsersByIdsHandler,
    PeopleSessions,
    EndUserSessionsHandler,
    EndSessionsAfterImport,
    SubsidiaryRenamedHandler,
  ],
  exports: [DirectoryIndex, IndexRefresh, DirectorySearchFastReads],
})
export class DirectorySearchModule {}
