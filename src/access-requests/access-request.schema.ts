import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import type { AccessRequestState } from '../contracts';

const stamp = () => raw({ _id: String, fullname: String });

/** A tool's access policy (issue 35): `_id` is the tool's id. Absent or `requestable: false`: the tool cannot be requested. */
@Schema({ collection: 'access_policies', timestamps: { createdAt: false, updatedAt: 'updated_time' } })
export class AccessPolicy {
  @Prop({ type: String }) _id: string;
  @Prop({ default: false, index: true }) requestable: boolean;
  @Prop(raw({ kind: String, groupId: String, userIds: [String] })) approvers: { kind: 'managers' | 'group' | 'people'; groupId?: string; userIds?: string[] };
  @Prop({ type: Number, default: null }) max_days: number | null;
  @Prop({ type: String, default: null }) question: string | null;
}
export const AccessPolicySchema = SchemaFactory.createForClass(AccessPolicy);

/**
 * One person's request for one tool. `approver_ids` and `approver_group` are fixed when it is made, and
 * indexed with the state, so an approver's list reads only their own waiting requests.
 */
@Schema({ collection: 'access_requests', timestamps: { createdAt: 'created_time', updatedAt: false } })
export class AccessRequest {
  @Prop({ required: true }) tool_id: string;
  @Prop(raw({ en: String, fr: String, zh: String, ja: String })) tool_title: Record<string, string>;
  @Prop(stamp()) requester: { _id: string; fullname: string };
  @Prop({ default: '' }) reason: string;
  @Prop({ type: String, default: null }) answer: string | null;
  @Prop({ type: String, default: null }) question: string | null;
  @Prop({ type: Number, default: null }) days: number | null;
  @Prop({ type: String, default: 'waiting' }) status: AccessRequestState;
  @Prop({ type: [String], default: [] }) approver_ids: string[];
  /** The approving group's guid (people's `services` list guids), null when people or managers decide. */
  @Prop({ type: String, default: null }) approver_group: string | null;
  @Prop({ type: stamp(), default: null }) decided_by: { _id: string; fullname: string } | null;
  @Prop({ type: Date, default: null }) decided_time: Date | null;
  @Prop({ type: String, default: null }) refusal_reason: string | null;
  @Prop({ type: Date, default: null }) ends_at: Date | null;
  /** Asked by the holder of a grant with an end: approving moves that grant's end (never below now). */
  @Prop({ default: false }) extension: boolean;
  /** An administrator's grant from the viewer list, not a person's request. */
  @Prop({ default: false }) direct: boolean;
  /** False from the decision until its effects (the grant) are stored: the reconciler finishes what a crash left. */
  @Prop({ default: true }) applied: boolean;
  created_time?: Date;
}
export const AccessRequestSchema = SchemaFactory.createForClass(AccessRequest);
AccessRequestSchema.index({ status: 1, approver_ids: 1, _id: -1 });
AccessRequestSchema.index({ status: 1, approver_group: 1, _id: -1 });
AccessRequestSchema.index({ 'requester._id': 1, tool_id: 1, status: 1 });
AccessRequestSchema.index({ tool_id: 1, status: 1 });
AccessRequestSchema.index({ applied: 1 });

/** A person's time-bound (or unlimited) access to a tool: `_id` is `<toolId>:<userId>`, one a pair. */
@Schema({ collection: 'access_grants', timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' } })
export class AccessGrant {
  @Prop({ type: String }) _id: string;
  @Prop({ required: true }) tool_id: string;
  @Prop(raw({ en: String, fr: String, zh: String, ja: String })) tool_title: Record<string, string>;
  @Prop(stamp()) holder: { _id: string; fullname: string };
  /** The request whose decision set the current end; `request_ids` every request the grant came from (extensions). */
  @Prop({ type: Types.ObjectId }) request_id: Types.ObjectId;
  @Prop({ type: [Types.ObjectId], default: [] }) request_ids: Types.ObjectId[];
  @Prop({ type: Date, default: null }) ends_at: Date | null;
  /** When the holder is mailed (seven days before the end); null when unlimited. */
  @Prop({ type: Date, default: null }) warn_at: Date | null;
  @Prop({ default: false }) warned: boolean;
  /** `ending`: marked so by an earlier version of the expiry job (it now marks an end in `access_grant_endings`); the job settles it. */
  @Prop({ type: String, default: 'active' }) state: 'active' | 'ending' | 'ended';
  /** The lock owner of a writer writing the grant (GrantWriters): the expiry job leaves the grant to it. */
  @Prop({ type: String }) writing?: string;
}
/** Read by `_id` alone (the schedule in Redis says which are due): no secondary index, each would cost the expiry job's writes. */
export const AccessGrantSchema = SchemaFactory.createForClass(AccessGrant);

/**
 * An end the expiry job is ending: `_id` is `<grant>|<end, ms>`. Inserted before the job reads the grant (an
 * insert is the one write FerretDB does for many documents in one step), read by the grant's writer, which
 * stands back while the grant runs with that end (GrantWriters). Kept once the grant is ended: the end's record.
 */
@Schema({ collection: 'access_grant_endings', versionKey: false })
export class AccessGrantEnding {
  @Prop({ type: String }) _id: string;
  @Prop({ type: Date }) at: Date;
}
export const AccessGrantEndingSchema = SchemaFactory.createForClass(AccessGrantEnding);
