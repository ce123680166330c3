import { Injectable, Logger } from '@nestjs/common';
import { SettingsReader } from '../../settings/settings.public';
import { allowListOf, CheckAllowList } from '../probe/address-guard';

/** How long the worker uses the configuration's lists before it reads them again. */
const ALLOW_LIST_TTL_MS = 10_000;

/**
 * What checks may reach: the configuration page's `status_check_hosts` and the company network. One read
 * at a time, shared by every caller; past 10 s the checks go on with the last list while it is read again
 * (a check never waits for the database after the first read; when 100 checks each read the configuration
 * at once, FerretDB timed them all out), and a failed read keeps the last list.
 */
@Injectable()
export class CheckAllowLists {
  private readonly logger = new Logger(CheckAllowLists.name);
  private cached: { list: CheckAllowList; at: number } | null = null;
  private reading?: Promise<CheckAllowList>;

  constructor(private readonly settings: SettingsReader) {}

  /** `fresh`: the list as saved now (a command checking an address), never the last one kept. */
  async current(fresh = false): Promise<CheckAllowList> {
    if (fresh || !this.cached) return this.read();
    if (Date.now() - this.cached.at >= ALLOW_LIST_TTL_MS && !this.reading) void this.read().catch((error: Error) => this.logger.warn(`status check hosts not read again yet: ${error.message}`));
    return this.cached.list;
  }

  private read(): Promise<CheckAllowList> {
    this.reading ??= this.settings
      .read(['status_check_hosts', 'hermes_network'])
      .then((settings) => {
        const list = allowListOf(settings?.status_check_hosts, settings?.hermes_network);
        this.cached = { list, at: Date.now() };
        return list;
      })
      .finally(() => (this.reading = undefined));
    return this.reading;
  }
}
