import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { LIMITS } from '../../../contracts/limits';
import { DEFAULT_DIRECTORY_SOURCES, type DirectorySources, type FooterEntry, type HelpUrlEntry } from '../../../contracts/settings';
import { isAllowed } from '../../../contracts/permissions';
import { PermissionDenied } from '../../../platform/http/domain.error';
import { ListConfigDefaultToolsQuery } from '../../ports/list-config-default-tools.query';
import { Settings, SETTINGS_KEY } from '../../settings.schema';
import type { AdminConfig } from '../../../contracts/wire/admin-config';
import { GetAdminConfigQuery } from './get-admin-config.query';

@QueryHandler(GetAdminConfigQuery)
export class GetAdminConfigHandler implements IQueryHandler<GetAdminConfigQuery> {
  constructor(
    @InjectModel(Settings.name) private readonly settings: Model<Settings>,
    private readonly queries: QueryBus,
  ) {}

  async execute({ caller }: GetAdminConfigQuery): Promise<AdminConfig> {
    // `admin=1` is a query parameter of the public `GET config`, so the matrix is checked here rather than by the route.
    if (!isAllowed(caller.roles, 'settings.admin.read')) throw new PermissionDenied();
    const [settings, defaults] = await Promise.all([
      this.settings.findOne({ key: SETTINGS_KEY }).lean<Settings & { _id: unknown; updated_time?: Date }>(),
      this.queries.execute(new ListConfigDefaultToolsQuery(caller)),
    ]);
    const service = settings?.validation_service;
    return {
      _id: settings?._id ? String(settings._id) : null,
      footer: (settings?.footer ?? []) as FooterEntry[],
      hermes_network: settings?.hermes_network?.length ? settings.hermes_network : null,
      hermes_internal_websites: settings?.hermes_internal_websites?.length ? settings.hermes_internal_websites : null,
      notification_import_mails: settings?.notification_import_mails?.length ? settings.notification_import_mails : null,
      status_check_hosts: settings?.status_check_hosts?.length ? settings.status_check_hosts : null,
      add_tool_help_url: settings?.add_tool_help_url?.length ? (settings.add_tool_help_url as HelpUrlEntry[]) : null,
      validation_service: service ? { _id: String(service._id), title: service.title, objectguid: service.objectguid } : null,
      default_tools: defaults,
      importTestMode: !!settings?.importTestMode,
      importusersFilepath: settings?.importusersFilepath ?? null,
      importservicesFilepath: settings?.importservicesFilepath ?? null,
      nbBackgrounds: settings?.nbBackgrounds ?? LIMITS.backgroundCount,
      directory_sources: (settings?.directory_sources as DirectorySources | null) ?? DEFAULT_DIRECTORY_SOURCES,
      updated_time: settings?.updated_time ? new Date(settings.updated_time).toISOString() : null,
    };
  }
}
