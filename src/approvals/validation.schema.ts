import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

@Schema({ _id: true, timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' } })
export class ExtraValidation {
  _id: Types.ObjectId;
  // `type` is a field of the validator here, so it must be spelled { type: String } for mongoose.
  @Prop(raw({ _id: { type: String, required: true }, type: { type: String, enum: ['user', 'group'], required: true }, fullname: String, title: String, guid: String }))
  validator: { _id: string; type: 'user' | 'group'; fullname?: string; title?: string; guid?: string };
  /** The administrator who asked (the accepted and rejected mails go to them). */
  @Prop(raw({ _id: String, fullname: String })) asked_by?: { _id: string; fullname: string };
  /** Who answered, for a group: one of its members. */
  @Prop(raw({ _id: String, fullname: String })) answered_by?: { _id: string; fullname: string };
  @Prop({ enum: ['pending', 'accepted', 'rejected', 'removed'], default: 'pending' }) status: string;
  @Prop() message?: string;
}
const ExtraValidationSchema = SchemaFactory.createForClass(ExtraValidation);

/** A proposed creation or edit of a tool, waiting for an administrator (back-office spec section 3). */
@Schema({ collection: 'validations', timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' } })
export class Validation {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true, index: true }) app: Types.ObjectId;
  @Prop({ enum: ['creation', 'edition'], required: true }) kind: string;
  /** The whole proposed content of the tool. */
  @Prop({ type: Object, required: true }) changed: Record<string, unknown>;
  @Prop(raw({ _id: { type: String, required: true }, fullname: String })) edited_by: { _id: string; fullname: string };
  /** withdrawn: the tool was deleted while its request waited. */
  @Prop({ enum: ['pending', 'accepted', 'rejected', 'withdrawn'], default: 'pending', index: true }) status: string;
  @Prop({ type: [ExtraValidationSchema], default: [] }) extra_validations: ExtraValidation[];
  /** The administrator who accepted or rejected, and when. */
  @Prop(raw({ _id: String, fullname: String })) decided_by?: { _id: string; fullname: string };
  @Prop() decided_time?: Date;
  /** A rejection's reason, as typed (trimmed); mailed to the editor. */
  @Prop() rejection_reason?: string;
}

export const ValidationSchema = SchemaFactory.createForClass(Validation);
