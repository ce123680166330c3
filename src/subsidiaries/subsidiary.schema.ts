import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A subsidiary and the directory companies it groups (back-office spec section 3). */
@Schema({ collection: 'subsidiaries', timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' } })
export class Subsidiary {
  @Prop({ required: true, unique: true }) name: string;
  @Prop({ type: [String], default: [] }) companies: string[];
  @Prop({ default: false }) is_translated: boolean;
}

export const SubsidiarySchema = SchemaFactory.createForClass(Subsidiary);

/** A company of the directory; a company belongs to at most one subsidiary. */
@Schema({ collection: 'companies' })
export class Company {
  @Prop({ required: true, unique: true }) name: string;
}

export const CompanySchema = SchemaFactory.createForClass(Company);
