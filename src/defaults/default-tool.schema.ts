import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/** A tool put in new users' bookmarks (back-office spec section 3, Default tool). */
@Schema({ collection: 'default_tools', timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' } })
export class DefaultTool {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) tool: Types.ObjectId;
  /** A content language, or "all". */
  @Prop({ required: true, default: 'all' }) language: string;
  @Prop({ type: MongooseSchema.Types.ObjectId, default: null }) subsidiary: Types.ObjectId | null;
  /** Group guids and user ids the default applies to; empty or with "all" means everybody. */
  @Prop({ type: [String], default: [] }) groups: string[];
  @Prop({ required: true, min: 0, index: true }) position: number;
  @Prop() creator?: string;
  @Prop({ default: false }) is_new: boolean;
  @Prop({ default: false }) is_translated: boolean;
}

export const DefaultToolSchema = SchemaFactory.createForClass(DefaultTool);
