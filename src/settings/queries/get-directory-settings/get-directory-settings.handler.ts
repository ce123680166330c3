import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DirectorySettings, GetDirectorySettingsQuery } from '../../../directory/ports/get-directory-settings.query';
import { SettingsReader } from '../../settings.public';

/** Answers the directory's question: the backgrounds' count, the company network and its internal websites. */
@QueryHandler(GetDirectorySettingsQuery)
export class GetDirectorySettingsHandler implements IQueryHandler<GetDirectorySettingsQuery, DirectorySettings> {
  constructor(private readonly settings: SettingsReader) {}

  async execute(): Promise<DirectorySettings> {
    const stored = await this.settings.read(['nbBackgrounds', 'hermes_network', 'hermes_internal_websites']);
    return {
      nbBackgrounds: stored?.nbBackgrounds ?? null,
      hermes_network: stored?.hermes_network ?? null,
      hermes_internal_websites: stored?.hermes_internal_websites ?? null,
    };
  }
}
