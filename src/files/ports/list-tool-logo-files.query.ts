import { Query } from '@nestjs/cqrs';

/** The stored file names every tool's logo uses (deleted tools included: their records stay). */
export class ListToolLogoFilesQuery extends Query<string[]> {}
