import { z } from 'zod';
import { JOB_QUEUES } from '../jobs';
import { LIMITS } from '../limits';
import { bodyObject, flag, objectId, optionalBodyObject, text } from './common';

/** Requests of approvals, settings, activity logs, files, the directory import and sign-in (back-office spec section 7). */

/** `PUT app-validation/{id}/ask-extra-validation`: one validator, `{ validator: id, type }` or `{ validator: { _id, type } }`. */
export const askExtraValidationBody = bodyObject({
  validator: z.union([objectId, z.object({ _id: z.unknown().optional(), id: z.unknown().optional(), type: z.unknown().optional() }).passthrough()]),
  type: text(16).nullish(),
});
export type AskExtraValidationBody = z.infer<typeof askExtraValidationBody>;

/** `PUT app-validation/{id}/reject-extra-validation`: the reason. */
export const rejectExtraValidationBody = optionalBodyObject({ message: text(5000).nullish() });
export type RejectExtraValidationBody = z.infer<typeof rejectExtraValidationBody>;

/** An approval carries no body; when one comes it is an object. */
export const decisionBody = optionalBodyObject({});

/** `PUT app-validation/{id}/reject`: an optional reason, plain text, mailed to the editor. */
export const rejectValidationBody = optionalBodyObject({ reason: text(LIMITS.rejectionReasonMaxLength).nullish() });
export type RejectValidationBody = z.infer<typeof rejectValidationBody>;

/** The reason as stored and mailed: trimmed, and none when only spaces were typed. */
export const rejectionReasonOf = (reason: string | null | undefined): string | undefined => reason?.trim() || undefined;

/** `PUT config/validation_service`: the group, as its record or its id / objectguid. */
export const setValidationServiceBody = bodyObject({
  validation_service: z.union([text(200), z.object({ _id: z.unknown().optional(), objectguid: z.unknown().optional() }).passthrough()]),
});
export type SetValidationServiceBody = z.infer<typeof setValidationServiceBody>;

/** `PUT config`: the administrator's settings; each list is checked by `config-rules.ts`. */
/** Each list is read by `readAdminConfig` (config-rules.ts), which names the entry at fault with its code. */
const textList = z.unknown();
export const updateSettingsBody = bodyObject({
  id: z.unknown(),
  hermes_network: textList,
  notification_import_mails: textList,
  hermes_internal_websites: textList,
  status_check_hosts: textList,
  add_tool_help_url: textList,
  /** Read by `checkAdminConfig`: `{ people, groups }`, each files, scim or both. */
  directory_sources: z.unknown(),
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;

/** `PUT config/footer`: `{ footer: [{ lang, content }] }`, checked by `checkFooter`. */
export const updateFooterBody = bodyObject({
  id: z.unknown(),
  /** Read by `checkFooter`, which answers FOOTER.* codes per entry. */
  footer: z.unknown(),
});
export type UpdateFooterBody = z.infer<typeof updateFooterBody>;

/** `GET config` or `GET config?admin=1`. */
export const configQuery = text(16).optional();

/** `PUT config/import` (multipart text fields). */
export const startImportBody = optionalBodyObject({
  id: z.unknown(),
  importTestMode: z.union([flag, text(16)]).nullish(),
  importusersFilepath: text(1000).nullish(),
  importservicesFilepath: text(1000).nullish(),
});
export type StartImportBody = z.infer<typeof startImportBody>;
/** `GET config/import/{jobId}`: the queue's job id. */
export const importJobIdParam = z.string().regex(/^[\w-]{1,100}$/, { message: 'Expected a job id.' });

/** The Jobs page's queues, and a job of one of them (BullMQ ids are ours: letters, digits, `-`, `_`, `:`, `.`). */
export const jobQueueParam = z.enum(JOB_QUEUES, { message: `Expected one of: ${JOB_QUEUES.join(', ')}.` });
export const jobIdParam = z.string().regex(/^[\w:.-]{1,200}$/, { message: 'Expected a job id.' });

/** `POST /api/opens`: the tool an employee opened. */
export const recordOpenBody = bodyObject({ toolId: objectId });
export type RecordOpenBody = z.infer<typeof recordOpenBody>;

/** `GET logs/all?page=N`. */
export const logsPageQuery = text(16).optional();

/** `GET files/{name}`: a stored file's name; a name that matches no file is a 404 like any unknown file. */
export const storedFileName = text(200);

/** Multipart text fields of an upload: an object of texts (the file itself is the part). */
export const uploadFields = optionalBodyObject({});

/** `GET login?returnTo=/path`, `GET auth/start?returnTo=`. */
export const returnToQuery = text(2000).optional();
