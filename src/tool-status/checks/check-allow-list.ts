import { Injectable } from '@nestjs/common';
import { SettingsReader } from '../../settings/settings.public';
import { allowListOf, CheckAllowList } from '../probe/address-guard';

/** How long the worker reuses the configuration's lists between checks. */
const ALLOW_LIST_TTL_MS = 10_000;

/** What checks may reach: the configuration page's `status_check_hosts` and the company network, read at most every 10 s. */
@Injectable()
export class CheckAllowLists {
  private cached: { list: CheckAllowList; at: number } | null = null;

  constructor(private readonly settings: SettingsReader) {}

  async current(fresh = false): Promise<CheckAllowList> {
    if (!fresh && this.cached && Date.now() - this.cached.at < ALLOW_LIST_TTL_MS) return this.cached.list;
    const settings = await this.settings.read(['status_check_hosts', 'hermes_network']);
    const list = allowListOf(settings?.status_check_hosts, settings?.hermes_network);
    this.cached = { list, at: Date.now() };
    return list;
  }
}
