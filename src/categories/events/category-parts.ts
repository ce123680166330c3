/** Who did something, as the logs name them. */
export interface Person {
  userId: string;
  fullname: string;
}

/** A category as events name it: its id and its names per language. */
export interface CategoryRef {
  categoryId: string;
  name: Record<string, string>;
}
