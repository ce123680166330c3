import type { Types } from 'mongoose';
import type { ActivityLog } from './activity-log.schema';

/** One log line as both surfaces answer it (spec section 3, Log: _id, created_time, message, user { fullname }). */
export interface ActivityLogView {
  _id: string;
  id: string;
  created_time: string | null;
  message: string;
  action: string;
  user: { _id: string; fullname: string } | null;
  target: ActivityLog['target'];
}

export type StoredActivityLog = ActivityLog & { _id: Types.ObjectId };

export function activityLogViewOf(doc: StoredActivityLog): ActivityLogView {
  const id = String(doc._id);
  return {
    _id: id,
    id,
    created_time: doc.created_time ? new Date(doc.created_time).toISOString() : null,
    message: doc.message,
    action: doc.action,
    user: doc.user ? { _id: String(doc.user._id), fullname: doc.user.fullname ?? '' } : null,
    target: doc.target ?? null,
  };
}
