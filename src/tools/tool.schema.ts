import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/** A text per content language, as a nested path (no sub-document, so no stray _id). */
const translated = () => raw({ en: String, fr: String, zh: String, ja: String });

@Schema({ _id: false })
class ToolLogo {
  /** Stored file name (GridFS, content-hashed) when the tool has an image logo. */
  @Prop() image?: string;
  @Prop() abrev?: string;
  @Prop() color?: string;
}

/** A tool of the catalogue (back-office spec section 3, Tool). The approved, live content. */
@Schema({ collection: 'apps', timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' } })
export class Tool {
  @Prop(translated()) title: Record<string, string>;
  @Prop(translated()) description: Record<string, string>;
  @Prop(translated()) url: Record<string, string>;
  @Prop({ type: ToolLogo, default: {} }) logo: ToolLogo;
  @Prop({ type: [MongooseSchema.Types.ObjectId], default: [], index: true }) categories: Types.ObjectId[];
  /** User ids who may edit the tool. */
  @Prop({ type: [String], default: [], index: true }) managers: string[];
  /** Viewer ids (users or groups), or ["all"] for everyone / everyone of the subsidiary. */
  @Prop({ type: [String], default: [], index: true }) users: string[];
  /**
   * The viewers in `users` who are there by an access grant (access-requests), not by hand: only these are
   * ever taken out when a grant ends. Someone who already saw the tool when granted is never listed here.
   */
  @Prop({ type: [String], default: [] }) granted_viewers?: string[];
  @Prop() creator?: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, default: null, index: true }) subsidiaryId: Types.ObjectId | null;
  /** The "new" label: set when a public or subsidiary tool is published, cleared 15 days later (tools/new-label). */
  @Prop({ default: false }) is_new: boolean;
  /** When the tool went live (created by an administrator, or its creation accepted); null while unpublished. */
  @Prop({ type: Date, default: null }) published_time: Date | null;
  @Prop({ default: false }) is_translated: boolean;
  @Prop({ type: [String], default: [] }) translated_into: string[];
  /** False until an administrator accepts the tool's creation. */
  @Prop({ default: true, index: true }) is_published: boolean;
  @Prop({ default: false }) has_pending_validation: boolean;
  /** `validation`: the id of the request the flag belongs to, so a repair can tell whose flag it is. */
  @Prop({ type: { user: String, edited_by_self: Boolean, validation: String }, _id: false, default: null })
  pending_validation: { user: string; edited_by_self: boolean; validation?: string } | null;
  /** Lower-case title in every language, for sorting and searching. */
  @Prop(translated()) titleLower?: Record<string, string>;
  @Prop({ default: false, index: true }) deleted: boolean;
  created_time?: Date;
  updated_time?: Date;
}

export const ToolSchema = SchemaFactory.createForClass(Tool);
ToolSchema.index({ deleted: 1, is_published: 1, users: 1 });
