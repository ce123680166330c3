import { z } from 'zod';
import { REQUEST_CODES } from '../field-violation';

/**
 * The list parameters of ra-data-simple-rest, written once: `sort=["name","ASC"]`, `range=[0,49]`,
 * `filter={...}`, each one JSON text. The schema checks each parses to its shape and leaves the text
 * as sent; each resource's reader then maps the keys it knows (sort columns, filters) to its criteria.
 */
function jsonText(name: string, shape: z.ZodTypeAny, expected: string) {
  return z.string({ invalid_type_error: `${name}: one JSON value` }).superRefine((raw, ctx) => {
    if (raw === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${name}: valid JSON`, params: { code: REQUEST_CODES.invalidFormat } });
      return;
    }
    if (!shape.safeParse(value).success) ctx.addIssue({ code: 'custom', message: `${name}: ${expected}`, params: { code: REQUEST_CODES.invalidFormat, expected } });
  });
}

const rangeShape = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([first, last]) => first <= last && Number.isSafeInteger(last));

export const simpleRestListQuery = z
  .object({
    sort: jsonText('sort', z.tuple([z.string().max(64), z.enum(['ASC', 'DESC'])]), '["<column>","ASC|DESC"]').optional(),
    range: jsonText('range', rangeShape, '[first, last] with 0 ≤ first ≤ last').optional(),
    filter: jsonText('filter', z.record(z.unknown()), 'a JSON object').optional(),
    lang: z.string().max(16).optional(),
  })
  .passthrough();
export type SimpleRestListQueryInput = z.infer<typeof simpleRestListQuery>;
