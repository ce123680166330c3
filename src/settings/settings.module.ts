import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UpdateFooterHandler } from './commands/update-footer/update-footer.handler';
import { UpdateSettingsHandler } from './commands/update-settings/update-settings.handler';
import { GetDirectorySettingsHandler } from './queries/get-directory-settings/get-directory-settings.handler';
import { GetAdminConfigHandler } from './queries/get-admin-config/get-admin-config.handler';
import { GetPublicConfigHandler } from './queries/get-public-config/get-public-config.handler';
import { SettingsController } from './settings.controller';
import { SettingsReader } from './settings.public';
import { Settings, SettingsSchema } from './settings.schema';

const SettingsModels = MongooseModule.forFeature([{ name: Settings.name, schema: SettingsSchema }]);

@Module({
  imports: [SettingsModels],
  controllers: [SettingsController],
  providers: [UpdateFooterHandler, UpdateSettingsHandler, GetPublicConfigHandler, GetAdminConfigHandler, SettingsReader, GetDirectorySettingsHandler],
})
export class SettingsModule {}
