import { z } from 'zod';

/**
 * The list parameters of ra-data-simple-rest: `sort=["name","ASC"]`, `range=[0,49]`, `filter={...}`,
 * each one JSON text (a repeated parameter is refused here). Each resource's reader then parses the
 * JSON and maps the keys it knows (sort columns, filters) to its criteria, answering its own 400.
 */
const jsonText = (name: string) => z.string({ invalid_type_error: `${name}: one JSON value` }).max(100_000);

export const simpleRestListQuery = z
  .object({
    sort: jsonText('sort').optional(),
    range: jsonText('range').optional(),
    filter: jsonText('filter').optional(),
    lang: z.string().max(16).optional(),
  })
  .passthrough();
export type SimpleRestListQueryInput = z.infer<typeof simpleRestListQuery>;
