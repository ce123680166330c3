import { Query } from '@nestjs/cqrs';

/** The stored file names the categories' icons use. */
export class ListCategoryIconFilesQuery extends Query<string[]> {}
