import { Query } from '@nestjs/cqrs';

/** The categories as a JSON file the import reads back (GET categories/export, GET admin/categories/export). */
export class ExportCategoriesQuery extends Query<{ fileName: string; content: string }> {
  constructor(readonly now: Date = new Date()) {
    super();
  }
}
