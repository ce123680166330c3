import { z } from 'zod';
import { objectId } from './common';

/** An optional id filter: absent or empty is no filter; anything else must be an id. */
const optionalId = z.preprocess((value) => (value === '' ? undefined : value), objectId.optional());

/** `GET admin/usage` and `GET admin/usage/export`: the Usage page's filters (a tool's category and subsidiary). */
export const usageReportQuery = z
  .object({
    category: optionalId,
    subsidiary: optionalId,
    lang: z.string().max(16).optional(),
  })
  .passthrough();
export type UsageReportQuery = z.infer<typeof usageReportQuery>;
