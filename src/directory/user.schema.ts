import { Prop, raw, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { LANGUAGES, LIMITS } from '../contracts';

@Schema({ _id: false })
class UserSubsidiary {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) _id: Types.ObjectId;
  @Prop() name?: string;
}

/** A person of the company directory (back-office spec section 3, front spec section 3). */
@Schema({ collection: 'users', timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' } })
export class User {
  /** Login id from single sign-on ("id_{product}"); its prefix tells the account kind. */
  @Prop({ required: true, unique: true }) id_portal: string;
  /** Stable id of the company directory, the key of the import. */
  @Prop({ required: true, unique: true }) hermes_id: string;
  @Prop() rgpd_id?: string;
  @Prop({ required: true }) firstname: string;
  @Prop({ required: true }) lastname: string;
  @Prop({ required: true }) fullname: string;
  @Prop() title?: string;
  @Prop() email?: string;
  @Prop() mailDomain?: string;
  @Prop() company?: string;
  @Prop() division?: string;
  /** Directory group names ("services"). */
  @Prop({ type: [String], default: [] }) services: string[];
  @Prop({ enum: LANGUAGES, default: 'en' }) language: string;
  @Prop({ type: [MongooseSchema.Types.ObjectId], default: [] }) bookmarks: Types.ObjectId[];
  @Prop({ default: true }) has_default_bookmarks: boolean;
  @Prop({ default: false }) default_bookmarks_applied: boolean;
  @Prop({ default: LIMITS.defaultBackground, min: 1, max: LIMITS.backgroundCount }) background: number;
  @Prop({ default: false }) tour: boolean;
  @Prop({ default: false }) is_administrator: boolean;
  @Prop({ default: false }) is_sub_admin: boolean;
  @Prop({ type: UserSubsidiary, default: null }) subsidiary: UserSubsidiary | null;
  @Prop(raw({ validations: { type: Boolean, default: false } }))
  has_access: { validations: boolean };
  @Prop({ default: false }) account_disabled: boolean;
  @Prop({ default: false }) deleted: boolean;
  /** `scim` once an identity provider created or claimed the person over SCIM: a file import then never marks them deleted. Absent: the files'. */
  @Prop() provisioned_by?: string;
  /** The identity provider's `externalId` (SCIM). */
  @Prop() scim_external_id?: string;
  /** SCIM enterprise extension attributes the portal keeps (organization is `company`, division is `division`). */
  @Prop() department?: string;
  @Prop() employee_number?: string;
  /** Lower-case, accent-free name parts for the directory search (no $text on FerretDB). */
  @Prop({ type: [String], default: [] }) search_names: string[];
  @Prop() last_login_time?: Date;
  created_time?: Date;
  updated_time?: Date;
}

export const UserSchema = SchemaFactory.createForClass(User);
UserSchema.index({ search_names: 1, deleted: 1 });
UserSchema.index({ 'subsidiary._id': 1 });
// Each sortable column of the users table, with _id as tie-breaker, so a page is read in index
// order instead of sorting 100,000 documents (also orders the pickers' results).
UserSchema.index({ lastname: 1, firstname: 1, _id: 1 });
UserSchema.index({ firstname: 1, lastname: 1, _id: 1 });
UserSchema.index({ updated_time: 1, _id: 1 });
UserSchema.index({ last_login_time: 1, _id: 1 });
// Answers getMapUsers from the index alone (a covered query).
UserSchema.index({ deleted: 1, _id: 1, fullname: 1 });
