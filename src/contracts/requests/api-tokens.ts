import { z } from 'zod';
import { bodyObject, text } from './common';

/** `POST admin/api_tokens`: the shape only; the rules (`checkApiTokenForm`) answer with their own codes. */
export const createApiTokenBody = bodyObject({
  name: text(1000).nullish(),
  scopes: z.array(z.unknown()).max(20).nullish(),
  expiresOn: text(64).nullish(),
  note: text(10_000).nullish(),
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBody>;
