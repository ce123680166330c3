import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Types } from 'mongoose';
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
import { CheckEntry, CheckSettings } from '../check-settings';
import { StatusReadModel } from '../status-read-model';
import { CheckAllowLists } from './check-allow-list';
import { CheckReads } from './check-reads';
import { CheckSchedules } from './check-schedules';
import { CheckWrites } from './check-writes';
import { HostRate } from './host-rate';

/** The status mails being prepared at once (each reads the tool and its managers, then stages the outbox). */
const ANNOUNCEMENTS_AT_ONCE = 4;

/** Tasks run a few at a time, off the checks' path; the worker's stop waits for those started and queued. */
class FewAtATime {
  private running = 0;
  private readonly waiting: (() => Promise<void>)[] = [];
  private idle: Promise<void> = Promise.resolve();
  private settle?: () => void;

  run(task: () => Promise<void>): void {
    if (!this.running && !this.waiting.length) this.idle = new Promise((resolve) => (this.settle = resolve));
    this.waiting.push(task);
    this.next();
  }

  drained(): Promise<void> {
    return this.idle;
  }

  private next(): void {
    while (this.running < ANNOUNCEMENTS_AT_ONCE && this.waiting.length) {
      const task = this.waiting.shift()!;
      this.running++;
      void task()
        .catch(() => undefined)
        .finally(() => {
          this.running--;
          if (!this.running && !this.waiting.length) this.settle?.();
          else this.next();
        });
    }
  }
}

export type RunOutcome = 'checked' | 'already-checked' | 'no-check';

/**
 * One run of a tool's check (a BullMQ job of its scheduler): reads its settings and counters from Redis
 * (`CheckReads`: no database read), claims the interval's slot (Redis SET NX: a job delivered again after a
 * worker was killed finds its slot taken and does nothing), probes the address, hands the sample and the
 * hour's totals to the batched writes, moves the counters and, when a state is confirmed, the incident and
 * the managers' mails (through the outbox), then the wall's read model, which holds the last check.
 */
@Injectable()
export class StatusCheckRunner implements OnModuleDestroy {
  private readonly logger = new Logger(StatusCheckRunner.name);
  private readonly announcements = new FewAtATime();

  constructor(
    private readonly reads: CheckReads,
    private readonly settingsModel: CheckSettings,
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

  onModuleDestroy(): Promise<void> {
    return this.announcements.drained();
  }

  /** `scheduledAt`: the time the scheduler meant this run for; its slot is the interval it belongs to. */
  async run(toolId: string, scheduledAt: number): Promise<RunOutcome> {
    if (!Types.ObjectId.isValid(toolId)) return 'no-check';
    const check = await this.reads.read(toolId);
    if (!check?.settings.url) {
      await this.schedules.unschedule(toolId);
      return 'no-check';
    }
    const { url: address, accepted, interval_seconds, timeout_ms } = check.settings;
    const interval = this.schedules.intervalMs(interval_seconds);
    // The scheduler's runs are exactly one interval apart: each falls in its own slot.
    const slot = Math.floor(scheduledAt / interval);
    if (!(await this.writes.claim(toolId, slot, interval))) return 'already-checked';

    await this.hostRate.take(new URL(address).hostname, interval / 2);
    const result = await probe({ url: address, accepted: parseAcceptedStatuses(accepted ?? '') ?? [[200, 399]], timeoutMs: Math.min(timeout_ms, interval) }, await this.allowLists.current());
    await this.record(toolId, check, slot, result);
    return 'checked';
  }

  /**
   * The result: the sample to the batched writes; the counters, when they move, to Redis (guarded by the
   * state this run read: a save or another run since then keeps its own); when the confirmed state changes,
   * the check's `confirmed` and the incident to the batched writes and the mails to a few background
   * tasks (the run does not wait for them); then the wall's read model, unless the check was changed or
   * turned off meanwhile.
   */
  private async record(toolId: string, { settings, settingsJson, state, stateJson }: CheckEntry, slot: number, result: ProbeResult): Promise<void> {
    const at = new Date();
    const _id = new Types.ObjectId(toolId);
    this.writes.add({ tool_id: _id, at, slot, outcome: result.outcome, response_ms: result.responseMs });
    const counters = nextCounters(state, result.outcome);
    const changed = counters.confirmed !== state.confirmed || counters.failures !== state.failures || counters.successes !== state.successes;
    if (changed) {
      let incidentId = state.incident_id;
      if (counters.announce === 'down') incidentId = String(new Types.ObjectId());
      if (counters.announce === 'up') incidentId = null;
      const next = { confirmed: counters.confirmed, failures: counters.failures, successes: counters.successes, incident_id: incidentId };
      if (!(await this.settingsModel.swapState(toolId, stateJson, next))) return;
      if (counters.confirmed !== state.confirmed) {
        this.writes.confirm(
          _id,
          { confirmed: counters.confirmed, incident_id: incidentId ? new Types.ObjectId(incidentId) : null },
          {
            opened: counters.announce === 'down' ? { _id: new Types.ObjectId(incidentId!), tool_id: _id, started_at: at, reason: result.reason, http_status: result.httpStatus } : undefined,
            closed: counters.announce === 'up' && state.incident_id ? { _id: new Types.ObjectId(state.incident_id), at } : undefined,
          },
        );
      }
      const underMaintenance = !!settings.maintenance && new Date(settings.maintenance.until).getTime() > at.getTime();
      if (counters.announce && !underMaintenance) this.announcements.run(() => this.announce(toolId, counters.announce!, slot, at, result));
    }
    const last = { at, outcome: result.outcome, reason: result.reason, http_status: result.httpStatus, response_ms: result.responseMs };
    await this.readModel.putIfSettings(toolId, storedViewOf({ ...settings, confirmed: counters.confirmed, last }), this.settingsModel.settingsKey, settingsJson);
  }

  /** Mails every manager once, in their language: the outbox key names the tool, the change and the slot. */
  private async announce(toolId: string, change: 'down' | 'up', slot: number, since: Date, result: ProbeResult): Promise<void> {
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
