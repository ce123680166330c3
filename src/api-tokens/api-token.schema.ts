import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '../contracts';

/** The administrator who created a token, as the logs name people. */
@Schema({ _id: false })
class ApiTokenCreator {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) _id: Types.ObjectId;
  @Prop() fullname: string;
}

/**
 * A program's token (issue 34 §4). Only the SHA-256 of its secret is stored (docs/decisions/api-tokens.md):
 * the secret itself is shown once, at creation, and never kept.
 */
@Schema({ collection: 'api_tokens', timestamps: { createdAt: 'created_at', updatedAt: false } })
export class ApiToken {
  @Prop({ required: true }) name: string;
  @Prop({ type: [String], enum: API_TOKEN_SCOPES, required: true }) scopes: ApiTokenScope[];
  @Prop({ default: '' }) note: string;
  /** Hex SHA-256 of the secret: what a call is looked up by. */
  @Prop({ required: true, unique: true }) secret_hash: string;
  /** The secret's first characters, for recognising it (`ptk_AbCd`). */
  @Prop({ required: true }) hint: string;
  @Prop({ required: true }) expires_at: Date;
  @Prop({ type: SchemaFactory.createForClass(ApiTokenCreator), required: true }) created_by: ApiTokenCreator;
  @Prop({ type: Date, default: null }) last_used_at: Date | null;
  @Prop({ type: Date, default: null }) revoked_at: Date | null;
  @Prop({ type: SchemaFactory.createForClass(ApiTokenCreator), default: null }) revoked_by: ApiTokenCreator | null;
  created_at?: Date;
}

export const ApiTokenSchema = SchemaFactory.createForClass(ApiToken);
ApiTokenSchema.index({ created_at: -1 });
