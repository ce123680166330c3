import { Module } from '@nestjs/common';
import { DirectoryProvisioningModule } from '../directory/directory.public';
import { ScimDiscoveryController } from './discovery/scim-discovery.controller';
import { ScimGroupsController } from './groups/scim-groups.controller';
import { ScimGroupsService } from './groups/scim-groups.service';
import { ScimUsersController } from './users/scim-users.controller';
import { ScimUsersService } from './users/scim-users.service';

/** A SCIM 2.0 service provider at `/scim/v2` (RFC 7643, RFC 7644): one more way into the directory, through its provisioning commands. */
@Module({
  imports: [DirectoryProvisioningModule],
  controllers: [ScimDiscoveryController, ScimUsersController, ScimGroupsController],
  providers: [ScimUsersService, ScimGroupsService],
})
export class ScimModule {}
