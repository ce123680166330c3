import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { pickTranslation, toLanguage } from '../../contracts';
import { parseAcceptedStatuses } from '../../contracts/tool-status-rules';
import { DirectoryReader } from '../../directory/directory.public';
import type { MailMessage } from '../../mail/mail.public';
import { AppConfig } from '../../platform/config/config.schema';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Outbox } from '../../platform/outbox/outbox';
import { FindToolSummariesQuery, type ToolSummary } from '../../tools/tools.public';
import { ToolStatusMailRequestedEvent } from '../events/tool-status-mail-requested.event';
import { statusMail } from '../mails/status-mail';
import { probe, ProbeResult } from '../probe/probe';
import { nextCounters } from '../state/transition';
import { storedViewOf } from '../state/status-view';
import { StatusCheck, StatusIncident, StoredStatusCheck } from '../status-check.schema';
import { StatusReadModel } from '../status-read-model';
import { CheckAllowLists } from './check-allow-list';
import { CheckReads } from './check-reads';
import { CheckSchedules } from './check-schedules';
import { CheckWrites } from './check-writes';
import { HostRate } from './host-rate';

export type RunOutcome = 'checked' | 'already-checked' | 'no-check';

/**
 * One run of a tool's check (a BullMQ job of its scheduler): claims the interval's slot (Redis SET NX: a
 * job delivered again after a worker was killed finds its slot taken and does nothing), probes the address,
 * hands the sample and the hour's totals to the batched writes, moves the confirmed state (written only
 * when it changes, guarded by the state read) and, when it is confirmed, the incident and the managers'
 * mails (through the outbox), then the wall's read model, which holds the last check.
 */
@Injectable()
export class StatusCheckRunner {
  private readonly logger = new Logger(StatusCheckRunner.name);

  constructor(
    @InjectModel(StatusCheck.name) private readonly checks: Model<StatusCheck>,
    @InjectModel(StatusIncident.name) private readonly incidents: Model<StatusIncident>,
    private readonly reads: CheckReads,
    private readonly schedules: CheckSchedules,
    private readonly allowLists: CheckAllowLists,
    private readonly hostRate: HostRate,
    private readonly writes: CheckWrites,
    private readonly readModel: StatusReadModel,
    private readonly outbox: Outbox,
    private readonly queries: QueryBus,
    private readonly directory: DirectoryReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `scheduledAt`: the time the scheduler meant this run for; its slot is the interval it belongs to. */
  async run(toolId: string, scheduledAt: number): Promise<RunOutcome> {
    if (!Types.ObjectId.isValid(toolId)) return 'no-check';
    const check = await this.reads.read(toolId);
    if (!check?.url) {
      await this.schedules.unschedule(toolId);
      return 'no-check';
    }
    const interval = this.schedules.intervalMs(check.interval_seconds);
    // The scheduler's runs are exactly one interval apart: each falls in its own slot.
    const slot = Math.floor(scheduledAt / interval);
    if (!(await this.writes.claim(toolId, slot, interval))) return 'already-checked';

    const url = new URL(check.url);
    await this.hostRate.take(url.hostname, interval / 2);
    const result = await probe({ url: check.url, accepted: parseAcceptedStatuses(check.accepted ?? '') ?? [[200, 399]], timeoutMs: Math.min(check.timeout_ms, interval) }, await this.allowLists.current());
    await this.record(check, slot, result);
    return 'checked';
  }

  private async record(check: StoredStatusCheck, slot: number, result: ProbeResult): Promise<void> {
    const at = new Date();
    const toolId = String(check.tool_id ?? check._id);
    this.writes.add({ tool_id: check._id, at, slot, outcome: result.outcome, reason: result.reason, http_status: result.httpStatus, response_ms: result.responseMs });
    const counters = nextCounters(check, result.outcome);
    const changed = counters.confirmed !== check.confirmed || counters.failures !== check.failures || counters.successes !== check.successes;
    if (changed) {
      const set: Record<string, unknown> = { confirmed: counters.confirmed, failures: counters.failures, successes: counters.successes };
      if (counters.announce === 'down') set.incident_id = new Types.ObjectId();
      if (counters.announce === 'up') set.incident_id = null;
      // Guarded by the state this run read: a save or another run since then keeps its own.
      const updated = await this.checks.updateOne({ _id: check._id, confirmed: check.confirmed, failures: check.failures, successes: check.successes }, { $set: set });
      if (updated.modifiedCount !== 1) return;
      const underMaintenance = !!check.maintenance && new Date(check.maintenance.until).getTime() > at.getTime();
      if (counters.announce === 'down') {
        await this.incidents.create({ _id: set.incident_id, tool_id: check._id, started_at: at, reason: result.reason, http_status: result.httpStatus });
      } else if (counters.announce === 'up' && check.incident_id) {
        await this.incidents.updateOne({ _id: check.incident_id, ended_at: null }, { $set: { ended_at: at } });
      }
      if (counters.announce && !underMaintenance) await this.announce(check, counters.announce, slot, at, result);
    }
    const last = { at, outcome: result.outcome, reason: result.reason, http_status: result.httpStatus, response_ms: result.responseMs };
    await this.readModel.put(toolId, storedViewOf({ ...check, confirmed: counters.confirmed, last }));
  }

  /** Mails every manager once, in their language: the outbox key names the tool, the change and the slot. */
  private async announce(check: StoredStatusCheck, change: 'down' | 'up', slot: number, since: Date, result: ProbeResult): Promise<void> {
    const toolId = String(check.tool_id);
    try {
      const [tool] = await this.queries.execute<FindToolSummariesQuery, ToolSummary[]>(new FindToolSummariesQuery([toolId]));
      if (!tool || tool.deleted) return;
      const people = (await Promise.all(tool.managers.map((userId) => this.directory.mailPeople({ kind: 'user', userId })))).flat();
      const pageUrl = `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/admin/tools/${encodeURIComponent(toolId)}/status`;
      const mails: MailMessage[] = people
        .filter((person) => !!person.email)
        .map((person) => {
          const language = toLanguage(person.language);
          return statusMail(person.email!, language, { change, toolTitle: pickTranslation(tool.title, language) || toolId, since, reason: result.reason, httpStatus: result.httpStatus, pageUrl });
        });
      if (!mails.length) return this.logger.warn(`tool ${toolId} is ${change}: no manager with a mail address`);
      const staged = await this.outbox.stage([`tool-status.${toolId}.${slot}.${change}`, new ToolStatusMailRequestedEvent(toolId, change, mails)]);
      this.outbox.release(staged);
    } catch (error) {
      this.logger.error(`tool ${toolId} is ${change}: the mails could not be stored: ${(error as Error).message}`);
    }
  }
}
