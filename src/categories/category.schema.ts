import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A category of the wall's sidebar (back-office spec section 3, Category). */
@Schema({ collection: 'categories', timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' } })
export class Category {
  @Prop(raw({ en: String, fr: String, zh: String, ja: String })) name: Record<string, string>;
  /** An image as a data string (spec), at least 64 px. */
  @Prop({ required: true }) icon: string;
  @Prop({ default: false }) is_translated: boolean;
  @Prop() nameForGTM?: string;
}

export const CategorySchema = SchemaFactory.createForClass(Category);
