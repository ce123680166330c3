import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { inConcurrentBulks } from '../../platform/database/group-commit';
import { RecordLocks } from '../../platform/database/record-locks';
import { faultPoint } from '../../platform/faults/fault-point';
import { Outbox } from '../../platform/outbox/outbox';
import { GrantToolViewerCommand, RevokeGrantedViewersCommand } from '../../tools/tools.public';
import { AccessGrant } from '../access-request.schema';
import { AccessGrantEndingEvent, AccessGrantsEndedEvent, grantFactKey } from '../events/access-events';
import { AccessMails } from '../mails/access-mails';
import { ACCESS_CLOCK, type AccessClock } from './access-clock';
import { GrantSchedule, type ScheduleEntry } from './grant-schedule';
import { inParallel } from '../../platform/database/in-parallel';
import { AccessStore } from '../access-store';
import { endingIdOf, grantLockOf, GrantWriters } from './grant-writers';

/** Small batches: on FerretDB a long command holds the write lock and slows every other call. */
const BATCH = 200;
const MAX_BATCHES_PER_RUN = 100;
/**
 * Grants read at once, each by `_id` (FerretDB reads by index only a filter whose one key is `_id`: a range or
 * `$in` reads the whole collection): the pass is bound by round trips, so they overlap. Every write is by `_id`
 * alone, in bulk commands of 30 (FerretDB hangs past ~40 statements a command), a few in flight at once
 * (inConcurrentBulks: FerretDB parses the next while SQLite writes one).
 */
const READS_AT_ONCE = 50;
/**
 * After each batch the job waits this share of the batch's own time, so that FerretDB's one writer and the
 * machine's cores are free a fifth of the time for sign-in and the wall (at half, a third of the time free,
 * 10,000 grants took 191 s instead of 151 s at load 12, and sign-in's median p95 meanwhile was 162 ms
 * instead of 231 ms: bench/README.md, access).
 */
const PAUSE_PER_BATCH_TIME = 0.25;

type StoredGrant = AccessGrant & { _id: string };

const refOf = (grant: StoredGrant) => ({ toolId: grant.tool_id, title: grant.tool_title ?? {} });
const holderOf = (grant: StoredGrant) => ({ userId: grant.holder._id, fullname: grant.holder.fullname });

/**
 * Every minute, in the worker: mails the holders of grants ending within seven days, then ends the grants
 * whose end has passed, a batch at a time with a pause after each: the batch's ends marked (one insert),
 * the grants read once, one event staged for the batch's ends, the granted viewers taken out of thirty tools
 * at a time by tools' command, then the grants marked ended (their requests show as expired: shownStateOf). Each step can run
 * again: the entries of a run cut short are read again by the next one (an end marked twice is marked once),
 * with no mail or line twice (the outbox keys, and each grant's line keyed by the grant and its end).
 *
 * The marked ends stand for a lock of the whole batch against the grant's writers (GrantWriters): a writer
 * marks the grant `writing` under its lock, then reads it and stands back while its end is marked; the job
 * marks, then reads, and leaves for a later batch a grant read with a writer's mark whose lock is held.
 */
@Injectable()
export class AccessGrantExpiryJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(AccessGrantExpiryJob.name);
  private running: Promise<{ warned: number; ended: number }> | null = null;

  constructor(
    private readonly store: AccessStore,
    private readonly commands: CommandBus,
    private readonly outbox: Outbox,
    private readonly mails: AccessMails,
    private readonly locks: RecordLocks,
    private readonly writers: GrantWriters,
    private readonly schedule: GrantSchedule,
    @Inject(ACCESS_CLOCK) private readonly clock: AccessClock,
  ) {}

  /** Also at the worker's start: a pass its last run cut short (grants left `ending`) is finished at once. */
  onApplicationBootstrap() {
    void this.onSchedule();
  }

  @Cron(CronExpression.EVERY_MINUTE, { name: 'access-grant-expiry' })
  async onSchedule() {
    await this.run().catch((error) => this.logger.error(`access grants not ended: ${(error as Error).message}`));
  }

  /** One pass (one at a time in this process; two workers may overlap, every step being idempotent). */
  run(): Promise<{ warned: number; ended: number }> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass() {
    const now = this.clock.now();
    const warned = await this.warn(now);
    let ended = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      const startedAt = performance.now();
      // Entries whose end has passed; each batch drops every entry it read but those of grants it left for later.
      const entries = await this.schedule.due('due', now, BATCH);
      if (!entries.length) break;
      const { ended: endedNow, left } = await this.endBatch(entries, now);
      ended += endedNow;
      await this.schedule.drop('due', entries.filter((entry) => !left.has(entry.grantId)));
      // The last due entries were read; or nothing moved (every grant's lock held, every tool busy): the next pass tries again.
      if ((entries.length < BATCH && !left.size) || entries.every((entry) => left.has(entry.grantId))) break;
      await new Promise((resolve) => setTimeout(resolve, (performance.now() - startedAt) * PAUSE_PER_BATCH_TIME));
    }
    if (warned || ended) this.logger.log(`access grants: ${warned} holder(s) warned, ${ended} grant(s) ended`);
    return { warned, ended };
  }

  /**
   * Marks the batch's ends as being ended (GrantWriters: one insert command, where an update costs FerretDB
   * one statement a grant), then ends their grants; answers how many ended and the grants left for later.
   */
  private async endBatch(entries: ScheduleEntry[], now: Date): Promise<{ ended: number; left: Set<string> }> {
    await this.writers.markEnding(entries);
    return this.end(entries, now);
  }

  /** The grants of these ids, each read by `_id` (the one lookup FerretDB does not scan for), a few at a time. */
  private async read(ids: string[]): Promise<Map<string, StoredGrant>> {
    const read = new Map<string, StoredGrant>();
    await inParallel([...new Set(ids)], READS_AT_ONCE, async (id) => {
      const grant = await this.store.grants.findById(id).lean<StoredGrant>();
      if (grant) read.set(id, grant);
    });
    return read;
  }

  private async warn(now: Date): Promise<number> {
    const entries = await this.schedule.due('warn', now, BATCH * 5);
    const read = await this.read(entries.map((entry) => entry.grantId));
    let warned = 0;
    for (const entry of entries) {
      const grant = read.get(entry.grantId);
      // An `ending` grant extended meanwhile is warned once the job put it back to active.
      if (grant?.state === 'ending') continue;
      if (grant?.state === 'active' && !grant.warned && grant.warn_at && grant.ends_at?.getTime() === entry.endsAt && grant.ends_at > now) {
        const mails = await this.mails.render('access-ending', [{ kind: 'user', userId: grant.holder._id }], refOf(grant), { requester: '', decider: '', reason: '', until: grant.ends_at }, 'mine');
        const event = new AccessGrantEndingEvent(grant._id, refOf(grant), holderOf(grant), grant.ends_at.toISOString(), mails);
        const staged = await this.outbox.stage([grantFactKey(grant._id, grant.ends_at, 'ending'), event, grant.warn_at]);
        faultPoint('access.expiry.after-warning-outbox');
        await this.markWarned(grant);
        this.outbox.release(staged);
        warned++;
      }
      await this.schedule.drop('warn', [entry]);
    }
    return warned;
  }

  /** Under the grant's lock, and only if its end is still the one warned of (an extension files a new warning). */
  private markWarned(grant: StoredGrant): Promise<void> {
    return this.locks.withLock(grantLockOf(grant._id), async (lease) => {
      const current = await this.store.grants.findById(grant._id, { ends_at: 1 }).lean();
      if (current?.ends_at?.getTime() !== grant.ends_at?.getTime()) return;
      await lease.beforeWrite();
      await this.store.grants.updateOne({ _id: grant._id }, { $set: { warned: true } });
    });
  }

  /**
   * Ends the grants of marked ends: each read (an extension written before the mark shows now, and no writer
   * writes it after it); one read with a writer's mark while its lock is held is left for later, and once it
   * is free read again. A grant whose end is the one marked and has passed is due; any other entry (its
   * grant ended, extended, gone) is one a later write or a crash left behind. The batch's event staged, the
   * holders taken out of the tools, then each grant ended (or, marked `ending` by an earlier version and its
   * end moved since, active again).
   */
  private async end(entries: ScheduleEntry[], now: Date): Promise<{ ended: number; left: Set<string> }> {
    const marked = new Set(entries.map((entry) => endingIdOf(entry.grantId, entry.endsAt)));
    const current = await this.read(entries.map((entry) => entry.grantId));
    const writing = [...current.values()].filter((grant) => grant.writing).map((grant) => grant._id);
    const left = await this.writers.busy(writing);
    for (const [id, grant] of await this.read(writing.filter((id) => !left.has(id)))) current.set(id, grant);
    const due: StoredGrant[] = [];
    const extended: StoredGrant[] = [];
    for (const grant of current.values()) {
      if (left.has(grant._id) || grant.state === 'ended') continue;
      const passed = grant.ends_at !== null && grant.ends_at <= now;
      if (passed && (grant.state === 'ending' || marked.has(endingIdOf(grant._id, grant.ends_at!.getTime())))) due.push(grant);
      else if (grant.state === 'ending') extended.push(grant);
    }
    const event = new AccessGrantsEndedEvent(due.map((grant) => ({ grantId: grant._id, tool: refOf(grant), holder: holderOf(grant), endsAt: grant.ends_at!.toISOString() })));
    const staged = due.length ? await this.outbox.stage([this.outbox.newKey('access-grants-ended'), event]) : [];
    faultPoint('access.expiry.after-outbox');
    const byTool = new Map<string, string[]>();
    for (const grant of due) byTool.set(grant.tool_id, [...(byTool.get(grant.tool_id) ?? []), grant.holder._id]);
    const { notDone } = await this.commands.execute(new RevokeGrantedViewersCommand([...byTool].map(([toolId, userIds]) => ({ toolId, userIds }))));
    faultPoint('access.expiry.after-revoke');
    // A tool whose viewers could not be changed now (its lock kept by a long edit): its grants wait, their ends marked.
    const notRevoked = new Set(notDone);
    const ended = due.filter((grant) => !notRevoked.has(grant.tool_id));
    for (const grant of due) if (notRevoked.has(grant.tool_id)) left.add(grant._id);
    const settled = [...ended.map((grant) => ({ _id: grant._id, state: 'ended' as const })), ...extended.map((grant) => ({ _id: grant._id, state: 'active' as const }))];
    // A statement a grant, on FerretDB, a few bulks in flight; their requests stay as decided (shownStateOf tells them expired).
    await inConcurrentBulks(settled, (bulk) => this.store.grants.bulkWrite(bulk.map(({ _id, state }) => ({ updateOne: { filter: { _id }, update: { $set: { state } } } })), { ordered: false }));
    // Active again (an earlier version's `ending` mark): the extension filed its new end; a warning missed
    // while ending is filed again, and the viewer a pass cut short took out is put back.
    await inParallel(extended, READS_AT_ONCE, async (grant) => {
      if (grant.ends_at) await this.schedule.file({ _id: grant._id, ends_at: grant.ends_at, warn_at: grant.warn_at, warned: grant.warned });
      await this.commands.execute(new GrantToolViewerCommand(grant.tool_id, grant.holder._id));
    });
    // Released whole: the lines of grants left for later (a tool busy) tell an end that comes with a later pass.
    this.outbox.release(staged);
    return { ended: ended.length, left };
  }
}
