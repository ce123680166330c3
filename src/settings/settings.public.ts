import { Injectable, Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Settings, SETTINGS_KEY, SettingsSchema } from './settings.schema';

/** The configuration document's fields, as other modules read them. */
type SettingsFields = Omit<Settings, 'key'>;
type ValidationService = { _id: Types.ObjectId; title: string; objectguid: string };

/** Reads the one configuration document for other modules: only the fields asked for. */
@Injectable()
export class SettingsReader {
  constructor(@InjectModel(Settings.name) private readonly settings: Model<Settings>) {}

  /** The named fields of the configuration document, or null before the first save. */
  async read<K extends keyof SettingsFields>(fields: K[]): Promise<Pick<SettingsFields, K> | null> {
    const projection = fields.length ? Object.fromEntries(fields.map((field) => [field, 1])) : {};
    return this.settings.findOne({ key: SETTINGS_KEY }, projection).lean<Pick<SettingsFields, K>>();
  }
}

/** The changes other modules make to the configuration: each a named command. */
@Injectable()
export class SettingsCommands {
  constructor(@InjectModel(Settings.name) private readonly settings: Model<Settings>) {}

  /** The approvals' validation group (approvals raises its own SettingsUpdated event). */
  async setValidationService(validation_service: ValidationService): Promise<void> {
    await this.settings.updateOne({ key: SETTINGS_KEY }, { $set: { validation_service } }, { upsert: true });
  }

  /** The directory import's own settings (test mode, nightly file paths); answers them as stored. */
  async saveImportSettings(
    set: Partial<Pick<Settings, 'importTestMode' | 'importusersFilepath' | 'importservicesFilepath'>>,
    unset: ('importusersFilepath' | 'importservicesFilepath')[],
  ): Promise<Pick<Settings, 'importTestMode' | 'importusersFilepath' | 'importservicesFilepath'> | null> {
    const $unset = Object.fromEntries(unset.map((name) => [name, '']));
    const update = { $set: { ...set }, $setOnInsert: { key: SETTINGS_KEY }, ...(unset.length ? { $unset } : {}) };
    return this.settings.findOneAndUpdate({ key: SETTINGS_KEY }, update, { upsert: true, new: true }).lean();
  }
}

/** Settings' public API: import it wherever another module reads or changes the configuration. */
@Module({
  imports: [MongooseModule.forFeature([{ name: Settings.name, schema: SettingsSchema }])],
  providers: [SettingsReader, SettingsCommands],
  exports: [SettingsReader, SettingsCommands],
})
export class SettingsPublicModule {}

/** The footer's rich-text policy, which the announcements' bodies share (no scripts, handlers or `javascript:` links). */
export { sanitiseFooterHtml as sanitiseRichTextHtml } from './footer-sanitiser';
