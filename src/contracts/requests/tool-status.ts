import { z } from 'zod';
import { bodyObject, text } from './common';

const whole = z.number({ invalid_type_error: 'Expected a whole number.' }).int({ message: 'Expected a whole number.' }).nullish();

/** `PUT admin/tool-status/:toolId`: the check's settings, checked by `checkStatusCheckInput`. */
export const saveStatusCheckBody = bodyObject({
  url: text(2_000),
  accepted: text(100).nullish(),
  intervalSeconds: whole,
  timeoutMs: whole,
  slowMs: whole,
});
export type SaveStatusCheckBody = z.infer<typeof saveStatusCheckBody>;

/** `PUT admin/tool-status/:toolId/maintenance`: a message and an end (ISO date), checked by `checkMaintenanceInput`. */
export const declareMaintenanceBody = bodyObject({
  message: text(2_000).nullish(),
  until: text(64),
});
export type DeclareMaintenanceBody = z.infer<typeof declareMaintenanceBody>;
