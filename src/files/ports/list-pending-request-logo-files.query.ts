import { Query } from '@nestjs/cqrs';

/** The stored file names the logos proposed by waiting requests use. */
export class ListPendingRequestLogoFilesQuery extends Query<string[]> {}
