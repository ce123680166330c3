import { z } from 'zod';
import { bodyObject, text } from './common';

/**
 * The SCIM routes' shapes (`/scim/v2`, RFC 7644). Only the outline is checked here (a JSON object, texts
 * of bounded length); the SCIM module reads each attribute and answers SCIM's own errors (`scimType`).
 */
export const scimBody = bodyObject({});
/** A resource id in a path: any text (an unknown one is a 404, as RFC 7644 asks). */
export const scimId = text(200);
const listText = (max: number) => text(max).optional();
export const scimListQuery = z
  .object({
    filter: listText(2_000),
    startIndex: listText(20),
    count: listText(20),
    attributes: listText(2_000),
    excludedAttributes: listText(2_000),
    sortBy: listText(200),
    sortOrder: listText(20),
  })
  .passthrough();
export const scimResourceQuery = z.object({ attributes: listText(2_000), excludedAttributes: listText(2_000) }).passthrough();
export type ScimListQuery = z.infer<typeof scimListQuery>;
export type ScimResourceQuery = z.infer<typeof scimResourceQuery>;
