import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { FooterEntry, HelpUrlEntry, LIMITS, PublicConfig } from '../../../contracts';
import { Settings, SETTINGS_KEY } from '../../settings.schema';
import { GetPublicConfigQuery } from './get-public-config.query';

@QueryHandler(GetPublicConfigQuery)
export class GetPublicConfigHandler implements IQueryHandler<GetPublicConfigQuery> {
  constructor(@InjectModel(Settings.name) private readonly settings: Model<Settings>) {}

  async execute(): Promise<PublicConfig> {
    const settings = await this.settings.findOne({ key: SETTINGS_KEY }, { footer: 1, add_tool_help_url: 1, nbBackgrounds: 1 }).lean();
    return {
      footer: (settings?.footer ?? []) as FooterEntry[],
      add_tool_help_url: (settings?.add_tool_help_url ?? null) as HelpUrlEntry[] | null,
      nbBackgrounds: settings?.nbBackgrounds ?? LIMITS.backgroundCount,
    };
  }
}
