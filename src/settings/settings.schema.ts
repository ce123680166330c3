import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { LIMITS } from '../contracts';

/** The one configuration document (back-office spec section 3, Config). */
@Schema({ collection: 'config', timestamps: { createdAt: 'created_time', updatedAt: 'updated_time' } })
export class Settings {
  /** Always "global": one document, found and updated atomically by this key. */
  @Prop({ required: true, unique: true, default: 'global' }) key: string;
  @Prop({ type: [{ lang: String, content: String, _id: false }], default: [] }) footer: { lang: string; content: string }[];
  @Prop({ type: [String], default: null }) hermes_network: string[] | null;
  @Prop({ type: [String], default: null }) hermes_internal_websites: string[] | null;
  /** Hosts, addresses and ranges tools' status checks may reach, besides the company network (docs/behaviour/tool-status.md). */
  @Prop({ type: [String], default: null }) status_check_hosts: string[] | null;
  @Prop({ type: [String], default: null }) notification_import_mails: string[] | null;
  @Prop({ type: [{ lang: String, url: String, _id: false }], default: null }) add_tool_help_url: { lang: string; url: string }[] | null;
  @Prop({ type: Object, default: null }) validation_service: { _id: Types.ObjectId; title: string; objectguid: string } | null;
  @Prop({ default: false }) importTestMode: boolean;
  @Prop() importusersFilepath?: string;
  @Prop() importservicesFilepath?: string;
  @Prop({ default: LIMITS.backgroundCount }) nbBackgrounds: number;
  /** Which source owns people and groups (informs administrators; a file import never deletes what SCIM provisioned either way). */
  @Prop({ type: Object, default: null }) directory_sources: { people: string; groups: string } | null;
}

export const SettingsSchema = SchemaFactory.createForClass(Settings);
export const SETTINGS_KEY = 'global';
