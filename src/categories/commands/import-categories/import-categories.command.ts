import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';

/** What came in: a file's text (multipart, or `data` as a string), or already parsed JSON (`data` as a list). */
export type CategoryImportSource = { text: string } | { data: unknown };

/** POST categories/import: a JSON list of categories, as the export writes it. */
export class ImportCategoriesCommand extends Command<{ created: number; updated: number; ids: string[] }> {
  constructor(
    readonly caller: Principal,
    readonly source: CategoryImportSource,
  ) {
    super();
  }
}
