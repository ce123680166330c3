import { z } from 'zod';
import { bodyObject, objectId, optionalBodyObject, text } from './common';

const whole = z.number({ invalid_type_error: 'Expected a whole number.' });

/** `PUT access-requests/tools/:toolId/policy`: checked by `checkAccessPolicy`. */
export const accessPolicyBody = bodyObject({
  requestable: z.boolean({ invalid_type_error: 'Expected true or false.', required_error: 'Expected true or false.' }),
  approvers: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('managers') }),
      z.object({ kind: z.literal('group'), groupId: objectId }),
      z.object({ kind: z.literal('people'), userIds: z.array(objectId).max(200) }),
    ])
    .default({ kind: 'managers' }),
  maxDays: whole.nullable().default(null),
  question: text(2_000).nullable().default(null),
});
export type AccessPolicyBody = z.infer<typeof accessPolicyBody>;

/** `POST access-requests/tools/:toolId`: checked by `checkAccessRequest` against the tool's policy. */
export const accessRequestBody = bodyObject({
  reason: text(10_000).nullish(),
  answer: text(10_000).nullish(),
  days: whole.nullish(),
});
export type AccessRequestBody = z.infer<typeof accessRequestBody>;

/** `PUT access-requests/:id/refuse`: the reason mailed to the requester. */
export const refuseAccessBody = bodyObject({ reason: text(10_000).nullish() });
/** `PUT access-requests/:id/approve`: `days`, fewer than asked, checked by `checkApprovedDays`. */
export const approveAccessBody = optionalBodyObject({ days: whole.nullish() });

/** `POST access-requests/tools/:toolId/grants`: an administrator's direct grant, with an end (ISO date) or none. */
export const directGrantBody = bodyObject({ userId: objectId, endsAt: text(64).nullish() });
export type DirectGrantBody = z.infer<typeof directGrantBody>;

/** `GET access-requests/to-decide?page=&perPage=&toolId=`: `toolId` keeps one tool's requests. */
export const accessRequestPageQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    perPage: z.coerce.number().int().min(1).max(200).optional(),
    lang: text(16).optional(),
    toolId: objectId.optional(),
  })
  .passthrough();
export type AccessRequestPageQuery = z.infer<typeof accessRequestPageQuery>;
