import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { AnnouncementAudience, AnnouncementKind, Translated } from '../contracts';

/** An announcement (issue 36): a title and a sanitised body per language, a kind, an audience and a time window. */
@Schema({ collection: 'announcements', timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' }, minimize: false })
export class Announcement {
  @Prop({ type: Object, required: true }) title: Translated;
  @Prop({ type: Object, required: true }) body: Translated;
  @Prop({ type: String, required: true }) kind: AnnouncementKind;
  @Prop(raw({ subsidiaries: { type: [String], default: [] }, groups: { type: [String], default: [] }, languages: { type: [String], default: [] }, toolViewers: { type: Boolean } }))
  audience: AnnouncementAudience;
  @Prop({ required: true }) startsAt: Date;
  @Prop({ required: true, index: true }) endsAt: Date;
  @Prop({ type: [String], default: [] }) tools: string[];
  @Prop() creator?: string;
  /** A tool's maintenance announcement: the tool, and when the maintenance it tells was declared (a later one replaces it). */
  @Prop({ type: Object }) maintenanceOf?: { toolId: string; declaredAt: Date };
}

export const AnnouncementSchema = SchemaFactory.createForClass(Announcement);

/**
 * What one person has done with announcements, in one document read by its `_id` (the person's id): the
 * announcements they dismissed and read, and the tools they have seen on their wall ("New for you"). A
 * pure `_id` read is the one filter FerretDB pushes down; writes are guarded by `version`.
 */
@Schema({ collection: 'announcement_readers' })
export class AnnouncementReader {
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ type: [String], default: [] }) dismissed: string[];
  @Prop({ type: [String], default: [] }) read: string[];
  /** Absent until the person's first wall is recorded. */
  @Prop({ type: [String], default: undefined }) seenTools?: string[];
  @Prop({ default: 0 }) version: number;
}

export const AnnouncementReaderSchema = SchemaFactory.createForClass(AnnouncementReader);
