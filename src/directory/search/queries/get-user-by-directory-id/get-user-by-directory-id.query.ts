import { Query } from '@nestjs/cqrs';
import type { DirectoryPersonDetail } from '../../directory-entries';

/** Resolves a company-directory id (`hermes_id`) to a display name; 404 when the directory has no such person. */
export class GetUserByDirectoryIdQuery extends Query<DirectoryPersonDetail> {
  constructor(readonly directoryId: string) {
    super();
  }
}
