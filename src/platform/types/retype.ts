/**
 * The one boundary where a value is given a type that no check proves and that TypeScript refuses as a plain
 * `as` (the two types do not overlap). Used only at a library's edge whose declarations do not say what it
 * hands at run time:
 * - ioredis's commands added by `defineCommand` (not in the `Redis` type);
 * - jsdom's window given to DOMPurify, and DOMPurify's `RETURN_DOM` answer (jsdom's and the DOM's types differ);
 * - Node's `lookup` callback called in its `all` form (its type names only the single-address form);
 * - oidc-provider's ES module loaded from CommonJS by a dynamic import;
 * - the mongodb driver's collection under mongoose's (`model.collection`), and the rows a batch insert wrote.
 * Everywhere else a value is typed where it is made (typed documents, `lean<T>()`), never retyped.
 */
export function retype<T>(value: unknown): T {
  return value as T;
}
