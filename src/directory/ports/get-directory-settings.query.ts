import { Query } from '@nestjs/cqrs';

/** The configuration the directory's own answers depend on. */
export interface DirectorySettings {
  /** How many wall backgrounds a person may choose from. */
  nbBackgrounds: number | null;
  /** The company network (CIDR ranges) and the internal websites shown inside it. */
  hermes_network: string[] | null;
  hermes_internal_websites: string[] | null;
}

/** The configuration document's fields the directory reads. Asked by the directory, answered by `settings`. */
export class GetDirectorySettingsQuery extends Query<DirectorySettings> {}
