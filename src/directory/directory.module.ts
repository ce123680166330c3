import { Module } from '@nestjs/common';
import { LastSignInWriter } from './commands/record-sign-in/last-sign-in-writer';
import { RecordSignInHandler } from './commands/record-sign-in/record-sign-in.handler';
import { UpdateBookmarksHandler } from './commands/update-bookmarks/update-bookmarks.handler';
import { UpdateOwnProfileHandler } from './commands/update-own-profile/update-own-profile.handler';
import { UpdateUserByIdHandler } from './commands/update-user-by-id/update-user-by-id.handler';
import { PrincipalLoader } from '../platform/auth/principal';
import { GetBookmarkedAppsHandler } from './queries/get-bookmarked-apps/get-bookmarked-apps.handler';
import { DirectoryController } from './directory.controller';
import { DirectoryCache } from './directory-cache';
import { DirectoryPrincipalLoader } from './directory-principal.loader';
import { PendingMemberships } from './pending-memberships';
import { GetCurrentUserHandler } from './queries/get-current-user/get-current-user.handler';
import { DirectoryModels } from './directory-models';
import { DirectorySearchModule } from './search/directory-search.module';

export { DirectoryModels };

@Module({
  imports: [DirectoryModels, DirectorySearchModule],
  controllers: [DirectoryController],
  providers: [
    GetCurrentUserHandler,
    GetBookmarkedAppsHandler,
    RecordSignInHandler,
    LastSignInWriter,
    UpdateOwnProfileHandler,
    UpdateBookmarksHandler,
    UpdateUserByIdHandler,
    DirectoryCache,
    PendingMemberships,
    DirectoryPrincipalLoader,
    { provide: PrincipalLoader, useExisting: DirectoryPrincipalLoader },
  ],
  exports: [PrincipalLoader, DirectoryModels, DirectoryCache],
})
export class DirectoryModule {}
