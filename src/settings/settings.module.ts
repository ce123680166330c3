import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UpdateFooterHandler } from './commands/update-footer/update-footer.handler';
import { GetPublicConfigHandler } from './queries/get-public-config/get-public-config.handler';
import { SettingsController } from './settings.controller';
import { Settings, SettingsSchema } from './settings.schema';

export const SettingsModels = MongooseModule.forFeature([{ name: Settings.name, schema: SettingsSchema }]);

@Module({
  imports: [SettingsModels],
  controllers: [SettingsController],
  providers: [UpdateFooterHandler, GetPublicConfigHandler],
  exports: [SettingsModels],
})
export class SettingsModule {}
