import { z } from 'zod';
import { ANNOUNCEMENT_LIMITS } from '../announcement-rules';
import { bodyObject, objectId } from './common';

/** Requests of announcements (issue 36). The form's rules: `announcement-rules.ts`. */

const announcementFields = {
  /** Per language; read by `checkAnnouncementForm` with its codes. */
  title: z.unknown(),
  body: z.unknown(),
  kind: z.unknown(),
  audience: z.unknown(),
  startsAt: z.unknown(),
  endsAt: z.unknown(),
  tools: z.unknown(),
};
/** `POST admin/announcements`. */
export const createAnnouncementBody = bodyObject(announcementFields);
/** `PUT admin/announcements/:id`. */
export const updateAnnouncementBody = bodyObject({ ...announcementFields, id: objectId.nullish() });

/** `POST announcements/read`: the announcements the person has now seen in "News". */
export const announcementIdsBody = bodyObject({ ids: z.array(objectId).max(ANNOUNCEMENT_LIMITS.newsMax * 4) });
/** `POST announcements/seen-tools`: tool ids the person has seen on their wall. */
export const seenToolsBody = bodyObject({ ids: z.array(objectId).max(ANNOUNCEMENT_LIMITS.seenToolsPerCall) });
