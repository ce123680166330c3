import { Module } from '@nestjs/common';
import { DirectoryCache } from '../directory-cache';
import { DirectoryModels } from '../directory-models';
import { DirectorySearchModule } from '../search/directory-search.module';
import { DirectoryProvisioningCommands } from './directory-provisioning.commands';
import { DirectoryProvisioningReader } from './directory-provisioning.reader';
import { GroupMemberChanges } from './group-member-changes';
import { PendingMemberships } from '../pending-memberships';

/** What an identity provider's provisioning (the `scim` module) reads and changes in the directory. */
@Module({
  imports: [DirectoryModels, DirectorySearchModule],
  providers: [DirectoryProvisioningReader, DirectoryProvisioningCommands, DirectoryCache, PendingMemberships, GroupMemberChanges],
  exports: [DirectoryProvisioningReader, DirectoryProvisioningCommands],
})
export class DirectoryProvisioningModule {}
