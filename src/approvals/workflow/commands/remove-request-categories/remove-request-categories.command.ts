/** A category was deleted: waiting requests no longer propose it. Idempotent. */
export class RemoveRequestCategoriesCommand {
  constructor(readonly categoryId: string) {}
}
