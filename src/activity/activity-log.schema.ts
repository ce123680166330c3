import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/** Who did it. A class with an explicit `_id` (an inline `{ _id, fullname }` type with `_id: false` drops the id). */
@Schema({ _id: false })
class ActivityLogUser {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) _id: Types.ObjectId;
  @Prop() fullname: string;
}

/** One line of the activity log (back-office spec section 3, Log). */
@Schema({ collection: 'logs', timestamps: { createdAt: 'created_time', updatedAt: false } })
export class ActivityLog {
  /** Machine-readable kind, e.g. "settings.footer.updated"; the UIs translate it. */
  @Prop({ required: true }) action: string;
  /** The English sentence shown when no translation exists. */
  @Prop({ required: true }) message: string;
  @Prop({ type: SchemaFactory.createForClass(ActivityLogUser), default: null }) user: ActivityLogUser | null;
  /** What the action was about: a tool, a category, a setting… with its id and label. */
  @Prop({ type: { kind: String, id: String, label: String }, _id: false }) target: { kind: string; id?: string; label?: string } | null;
  @Prop({ type: Object }) details?: Record<string, unknown>;
  created_time?: Date;
}

export const ActivityLogSchema = SchemaFactory.createForClass(ActivityLog);
ActivityLogSchema.index({ created_time: -1 });
