import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A directory group ("service"): visibility and default tools can target it. */
@Schema({ collection: 'services', timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' } })
export class Service {
  @Prop({ required: true }) title: string;
  /** The group's name as users' `services` list it. */
  @Prop({ required: true, unique: true }) guid: string;
  /** Stable directory id, the key of the import. */
  @Prop({ required: true, unique: true }) objectguid: string;
  @Prop({ type: [String], default: [] }) search_names: string[];
  @Prop({ default: false }) deleted: boolean;
  /** `scim` when an identity provider created or claimed the group over SCIM: a file import then never marks it deleted. */
  @Prop() provisioned_by?: string;
  /** The identity provider's `externalId` (SCIM). */
  @Prop() scim_external_id?: string;
}

export const ServiceSchema = SchemaFactory.createForClass(Service);
ServiceSchema.index({ search_names: 1 });
ServiceSchema.index({ title: 1, _id: 1 });
