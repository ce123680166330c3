import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { checkStatusCheckInput, STATUS_CHECK_RULES } from '../../../contracts/tool-status-rules';
import { CheckAllowLists } from '../../checks/check-allow-list';
import { AddressRefused, checkedAddress } from '../../probe/address-guard';
import { StatusCheckRefused } from '../../tool-status.errors';
import { ToolStatusStore } from '../../tool-status-store';
import type { StatusHistory } from '../../queries/get-status-history/get-status-history.query';
import { SaveStatusCheckCommand } from './save-status-check.command';

/**
 * Saves a check once every rule passed, the address included: its host is resolved now and must be
 * allowed by the configuration page (the worker checks it again before every request). The scheduler
 * follows; the state (confirmed, counters, last check) is kept across a change of settings.
 */
@CommandHandler(SaveStatusCheckCommand)
export class SaveStatusCheckHandler implements ICommandHandler<SaveStatusCheckCommand> {
  constructor(
    private readonly store: ToolStatusStore,
    private readonly allowLists: CheckAllowLists,
  ) {}

  async execute({ toolId, body }: SaveStatusCheckCommand): Promise<StatusHistory> {
    const { settings, violations } = checkStatusCheckInput(body);
    if (violations.length) throw new StatusCheckRefused(violations);
    try {
      await checkedAddress(new URL(settings.url), await this.allowLists.current(true));
    } catch (error) {
      if (!(error instanceof AddressRefused)) throw error;
      throw new StatusCheckRefused([{ field: 'url', ...STATUS_CHECK_RULES.notAllowed }]);
    }
    const { url, accepted, intervalSeconds, timeoutMs, slowMs } = settings;
    return this.store.change(
      toolId,
      { $set: { url, accepted, interval_seconds: intervalSeconds, timeout_ms: timeoutMs, slow_ms: slowMs }, $inc: { revision: 1 } },
      { upsert: true, schedule: intervalSeconds },
    );
  }
}
