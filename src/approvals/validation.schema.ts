import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, Types } from 'mongoose';

@Schema({ _id: true, timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' } })
export class ExtraValidation {
  _id: Types.ObjectId;
  @Prop({ type: { _id: String, type: String, fullname: String, title: String }, _id: false, required: true })
  validator: { _id: string; type: 'user' | 'group'; fullname?: string; title?: string };
  @Prop({ enum: ['pending', 'accepted', 'rejected', 'removed'], default: 'pending' }) status: string;
  @Prop() message?: string;
}
export const ExtraValidationSchema = SchemaFactory.createForClass(ExtraValidation);

/** A proposed creation or edit of a tool, waiting for an administrator (back-office spec section 3). */
@Schema({ collection: 'validations', timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' } })
export class Validation {
  @Prop({ type: Types.ObjectId, required: true, index: true }) app: Types.ObjectId;
  @Prop({ enum: ['creation', 'edition'], required: true }) kind: string;
  /** The whole proposed content of the tool. */
  @Prop({ type: Object, required: true }) changed: Record<string, unknown>;
  @Prop({ type: { _id: String, fullname: String }, _id: false, required: true }) edited_by: { _id: string; fullname: string };
  @Prop({ enum: ['pending', 'accepted', 'rejected'], default: 'pending', index: true }) status: string;
  @Prop({ type: [ExtraValidationSchema], default: [] }) extra_validations: ExtraValidation[];
}

export type ValidationDocument = HydratedDocument<Validation>;
export const ValidationSchema = SchemaFactory.createForClass(Validation);
