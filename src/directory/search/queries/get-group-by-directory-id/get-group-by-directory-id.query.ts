import { Query } from '@nestjs/cqrs';
import type { DirectoryGroupDetail } from '../../directory-entries';

/**
 * Resolves a group's directory id to its title. The id may be the group's `objectguid` (what the
 * config's validation group holds) or its `guid` (what users' `services` list): both are unique.
 */
export class GetGroupByDirectoryIdQuery extends Query<DirectoryGroupDetail> {
  constructor(readonly directoryId: string) {
    super();
  }
}
