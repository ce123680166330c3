import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Types } from 'mongoose';
import { GroupCommit, groupedUpdates } from '../../platform/database/group-commit';
import { RecordLocks } from '../../platform/database/record-locks';
import { faultPoint } from '../../platform/faults/fault-point';
import { Outbox, type Staged } from '../../platform/outbox/outbox';
import { GrantToolViewerCommand, RevokeGrantedViewersCommand } from '../../tools/tools.public';
import { AccessGrant } from '../access-request.schema';
import { AccessGrantEndedEvent, AccessGrantEndingEvent } from '../events/access-events';
import { AccessMails } from '../mails/access-mails';
import { ACCESS_CLOCK, type AccessClock } from './access-clock';
import { GrantSchedule, type ScheduleEntry } from './grant-schedule';
import { inParallel } from '../../platform/database/in-parallel';
import { AccessStore } from '../access-store';

/** Small batches: on FerretDB a long command holds the write lock and slows every other call. */
const BATCH = 200;
const MAX_BATCHES_PER_RUN = 100;
/**
 * Updates by `_id` per bulkWrite: FerretDB hangs past ~40 statements a command (import.limits.ts). Every
 * filter is the `_id` alone: FerretDB reads by index only a filter of one key, `_id` (any other key, even
 * beside `_id`, scans the collection); the guards are the grant's lock and the state read under it.
 */
const WRITES_PER_COMMAND = 30;
/**
 * Grants read at once, and settled at once each under its lock: the pass is bound by round trips (a busy
 * FerretDB answers even an `_id` read in tens of milliseconds), so they overlap; the lock inserts, state
 * updates and lock deletes of the grants settled together go out as a few bulk commands (group commit).
 */
const READS_AT_ONCE = 50;
const SETTLED_AT_ONCE = 100;
/** Tools whose granted viewers are taken out at once (each under the tool's lock, grouped likewise). */
const REVOKED_AT_ONCE = 30;

type StoredGrant = AccessGrant & { _id: string };

const refOf = (grant: StoredGrant) => ({ toolId: grant.tool_id, title: grant.tool_title ?? {} });
const holderOf = (grant: StoredGrant) => ({ userId: grant.holder._id, fullname: grant.holder.fullname });
/** The grant's keys carry its end, so an extended grant's end is a new fact with its own mail and line. */
const keyOf = (grant: StoredGrant, fact: string) => `access-grant.${grant._id}.${grant.ends_at!.getTime()}.${fact}`;

/**
 * Every minute, in the worker: mails the holders of grants ending within seven days, then ends the grants
 * whose end has passed, a batch at a time: the grants marked `ending`, the ends' events staged, the granted
 * viewers taken out of each tool by tools' command, then each grant marked ended (or active again if an
 * extension moved its end meanwhile) and its requests expired. Each step can run again: `ending` grants a
 * run cut short left are finished by the next one, with no mail or line twice (the outbox keys).
 */
@Injectable()
export class AccessGrantExpiryJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(AccessGrantExpiryJob.name);
  private running: Promise<{ warned: number; ended: number }> | null = null;
  /** The settled grants' state updates, grouped (filters by `_id` alone). */
  private readonly updates: GroupCommit<{ filter: object; update: object }>;

  constructor(
    private readonly store: AccessStore,
    private readonly commands: CommandBus,
    private readonly outbox: Outbox,
    private readonly mails: AccessMails,
    private readonly locks: RecordLocks,
    private readonly schedule: GrantSchedule,
    @Inject(ACCESS_CLOCK) private readonly clock: AccessClock,
  ) {
    this.updates = groupedUpdates(store.grants.collection);
  }

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
      // Entries whose end has passed; each batch drops every entry it read, so the loop always moves on.
      const entries = await this.schedule.due('due', now, BATCH);
      if (!entries.length) break;
      const read = await this.read(entries);
      const ending = new Map<string, StoredGrant>();
      const toMark: string[] = [];
      for (const { grantId, endsAt } of entries) {
        const grant = read.get(grantId);
        // `ending`: this end or an earlier one a pass cut short left (settled again, active if extended meanwhile).
        if (grant?.state === 'ending') ending.set(grantId, grant);
        else if (grant?.state === 'active' && grant.ends_at?.getTime() === endsAt) {
          ending.set(grantId, grant);
          toMark.push(grantId);
        }
        // Anything else (ended, extended, gone) is an entry a later write or a crash left behind.
      }
      for (let at = 0; at < toMark.length; at += WRITES_PER_COMMAND)
        await this.store.grants.bulkWrite(toMark.slice(at, at + WRITES_PER_COMMAND).map((_id) => ({ updateOne: { filter: { _id }, update: { $set: { state: 'ending' } } } })));
      if (ending.size) ended += await this.end([...ending.values()], now);
      await this.schedule.drop('due', entries);
    }
    if (warned || ended) this.logger.log(`access grants: ${warned} holder(s) warned, ${ended} grant(s) ended`);
    return { warned, ended };
  }

  /** The entries' grants, each read by its `_id` (the one lookup FerretDB does not scan for), a few at a time. */
  private async read(entries: ScheduleEntry[]): Promise<Map<string, StoredGrant>> {
    const ids = [...new Set(entries.map((entry) => entry.grantId))];
    const read = new Map<string, StoredGrant>();
    await inParallel(ids, READS_AT_ONCE, async (id) => {
      const grant = await this.store.grants.findById(id).lean<StoredGrant>();
      if (grant) read.set(id, grant);
    });
    return read;
  }

  private async warn(now: Date): Promise<number> {
    const entries = await this.schedule.due('warn', now, BATCH * 5);
    const read = await this.read(entries);
    let warned = 0;
    for (const entry of entries) {
      const grant = read.get(entry.grantId);
      // An `ending` grant extended meanwhile is warned once the job put it back to active.
      if (grant?.state === 'ending') continue;
      if (grant?.state === 'active' && !grant.warned && grant.warn_at && grant.ends_at?.getTime() === entry.endsAt && grant.ends_at > now) {
        const mails = await this.mails.render('access-ending', [{ kind: 'user', userId: grant.holder._id }], refOf(grant), { requester: '', decider: '', reason: '', until: grant.ends_at }, 'mine');
        const event = new AccessGrantEndingEvent(grant._id, refOf(grant), holderOf(grant), grant.ends_at.toISOString(), mails);
        const staged = await this.outbox.stage([keyOf(grant, 'ending'), event, grant.warn_at]);
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
    return this.locks.withLock(`access-grant:${grant._id}`, async (lease) => {
      const current = await this.store.grants.findById(grant._id, { ends_at: 1 }).lean();
      if (current?.ends_at?.getTime() !== grant.ends_at?.getTime()) return;
      await lease.beforeWrite();
      await this.store.grants.updateOne({ _id: grant._id }, { $set: { warned: true } });
    });
  }

  private async end(ending: StoredGrant[], now: Date): Promise<number> {
    const due = ending.filter((grant) => grant.ends_at! <= now);
    const staged = await this.outbox.stage(...due.map((grant): Staged => [keyOf(grant, 'ended'), new AccessGrantEndedEvent(grant._id, refOf(grant), holderOf(grant), grant.ends_at!.toISOString()), grant.ends_at!]));
    faultPoint('access.expiry.after-outbox');
    const byTool = new Map<string, string[]>();
    for (const grant of due) byTool.set(grant.tool_id, [...(byTool.get(grant.tool_id) ?? []), grant.holder._id]);
    await inParallel([...byTool], REVOKED_AT_ONCE, async ([toolId, userIds]) => {
      await this.commands.execute(new RevokeGrantedViewersCommand(toolId, userIds));
    });
    faultPoint('access.expiry.after-revoke');
    // Settled one by one under the grant's lock, reading its end again: a grant extended meanwhile (its end
    // moved by an approval, which does not change its state) is active again and its holder a viewer again.
    const ended: StoredGrant[] = [];
    await inParallel(ending, SETTLED_AT_ONCE, async (grant) => {
      const extended = await this.locks.withLock(`access-grant:${grant._id}`, async (lease) => {
        const current = await this.store.grants.findById(grant._id, { ends_at: 1, warn_at: 1, warned: 1, state: 1 }).lean();
        if (current?.state !== 'ending') return false;
        const stillDue = current.ends_at !== null && current.ends_at <= now;
        await lease.beforeWrite();
        await this.updates.submit({ filter: { _id: grant._id }, update: { $set: { state: stillDue ? 'ended' : 'active' } } });
        if (stillDue) ended.push(grant);
        // Active again: its new end was filed by the extension; a warning it missed while ending is filed again.
        else if (current.ends_at) await this.schedule.file({ _id: grant._id, ends_at: current.ends_at, warn_at: current.warn_at, warned: current.warned });
        return !stillDue;
      });
      if (extended) await this.commands.execute(new GrantToolViewerCommand(grant.tool_id, grant.holder._id));
    });
    const requestIds = [...new Set(ended.flatMap((grant) => [grant.request_id, ...(grant.request_ids ?? [])].map(String)))];
    for (let at = 0; at < requestIds.length; at += WRITES_PER_COMMAND)
      await this.store.requests.bulkWrite(requestIds.slice(at, at + WRITES_PER_COMMAND).map((id) => ({ updateOne: { filter: { _id: new Types.ObjectId(id) }, update: { $set: { status: 'expired' } } } })));
    this.outbox.release(staged);
    return ended.length;
  }
}
