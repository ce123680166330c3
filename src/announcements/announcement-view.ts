import type { Types } from 'mongoose';
import type { AnnouncementRecord } from '../contracts';
import type { Announcement } from './announcement.schema';

export type StoredAnnouncement = Announcement & { _id: Types.ObjectId; created_time?: Date; updated_time?: Date };

/** A stored announcement as the back-office reads it. */
export function announcementRecordOf(doc: StoredAnnouncement): AnnouncementRecord {
  return {
    id: String(doc._id),
    title: doc.title ?? {},
    body: doc.body ?? {},
    kind: doc.kind,
    audience: { subsidiaries: doc.audience?.subsidiaries ?? [], groups: doc.audience?.groups ?? [], languages: doc.audience?.languages ?? [], ...(doc.audience?.toolViewers ? { toolViewers: true } : {}) },
    startsAt: new Date(doc.startsAt).toISOString(),
    endsAt: new Date(doc.endsAt).toISOString(),
    tools: doc.tools ?? [],
    created_time: (doc.created_time ?? new Date(0)).toISOString(),
    updated_time: (doc.updated_time ?? new Date(0)).toISOString(),
  };
}
