/** A category was deleted: waiting requests no longer propose it. Idempotent. Handled by `approvals`. */
export class RemoveRequestCategoriesCommand {
  constructor(readonly categoryId: string) {}
}
