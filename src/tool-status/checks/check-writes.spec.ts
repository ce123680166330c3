import type { Redis } from 'ioredis';
import { Connection, Types } from 'mongoose';
import { dayId, dayOf, hourKey, hourOf, sampleHourId } from '../history/history-periods';
import type { HourTotals, StoredHour } from '../status-check.schema';
import type { ToolStatusStore } from '../tool-status-store';
import { CheckWrites } from './check-writes';

type Doc = Record<string, unknown>;
interface UpdateOne {
  updateOne: { filter: { _id: unknown }; update: { $set?: Doc; $setOnInsert?: Doc }; upsert?: boolean };
}

/**
 * A collection in memory that applies `updateOne`s by `_id` as the database does ($set of dotted paths,
 * $setOnInsert, upsert), and can be told to refuse its next bulks: before writing anything, or after
 * writing them (a command timed out once done: the caller cannot tell).
 */
class Collection {
  readonly docs = new Map<string, Doc>();
  refuse: ('before' | 'after')[] = [];

  bulkWrite(ops: UpdateOne[]): Promise<unknown> {
    const refusal = this.refuse.shift();
    if (refusal === 'before') return Promise.reject(new Error('connection reset'));
    for (const { updateOne } of ops) this.apply(updateOne);
    if (refusal === 'after') return Promise.reject(new Error('operation timed out'));
    return Promise.resolve({});
  }

  private apply({ filter, update, upsert }: UpdateOne['updateOne']): void {
    const id = String(filter._id);
    let doc = this.docs.get(id);
    if (!doc) {
      if (!upsert) return;
      doc = { _id: filter._id, ...update.$setOnInsert };
      this.docs.set(id, doc);
    }
    for (const [path, value] of Object.entries(update.$set ?? {})) {
      const keys = path.split('.');
      let at = doc;
      for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Doc;
      at[keys[keys.length - 1]] = value;
    }
  }
}

const hoursOf = (doc: Doc | undefined) => (doc?.hours ?? {}) as Record<string, StoredHour>;
/** An hour's totals as the tool page sums them: every writer's. */
const totalsOf = (hour: StoredHour | undefined): HourTotals =>
  Object.values(hour?.w ?? {}).reduce((sum, part) => ({ checks: sum.checks + part.checks, up: sum.up + part.up, ms_sum: sum.ms_sum + part.ms_sum, ms_count: sum.ms_count + part.ms_count }), { checks: 0, up: 0, ms_sum: 0, ms_count: 0 });

describe('CheckWrites: a flush the database refuses', () => {
  const toolId = new Types.ObjectId();
  let sampleHours: Collection;
  let days: Collection;
  let checks: Collection;
  let writes: CheckWrites;
  let slot = 0;
  // Mid-hour, so that every sample falls in one hour.
  const hour = hourOf(Date.now());
  const at = () => new Date(hour + 60_000 + slot * 1_000);
  const add = (outcome: 'up' | 'down', responseMs: number) => writes.add({ tool_id: toolId, at: at(), slot: slot++, outcome, response_ms: responseMs });
  const samplesWritten = () => Object.values((sampleHours.docs.get(sampleHourId(String(toolId), hour))?.checks ?? {}) as Record<string, { slot: number }>);
  const hourTotals = () => totalsOf(hoursOf(days.docs.get(dayId(String(toolId), dayOf(hour))))[hourKey(hour)]);

  beforeEach(() => {
    jest.useFakeTimers({ now: hour + 30 * 60_000 });
    [sampleHours, days, checks, slot] = [new Collection(), new Collection(), new Collection(), 0];
    const store = {
      sampleHours,
      days,
      checks,
      settings: { known: (ids: string[]) => Promise.resolve(new Set(ids)) },
    } as unknown as ToolStatusStore;
    writes = new CheckWrites({} as Redis, store, { name: 'portal' } as Connection);
  });

  afterEach(() => jest.useRealTimers());

  it('keeps the samples and totals it could not write, and writes them with the next flush', async () => {
    add('up', 100);
    add('down', 900);
    add('up', 300);
    sampleHours.refuse = ['before'];
    days.refuse = ['before'];
    await writes.flush();
    expect(samplesWritten()).toHaveLength(0);
    expect(hourTotals().checks).toBe(0);

    add('up', 200);
    await writes.flush();
    expect(samplesWritten().map((sample) => sample.slot).sort()).toEqual([0, 1, 2, 3]);
    expect(hourTotals()).toEqual({ checks: 4, up: 3, ms_sum: 600, ms_count: 3 });
  });

  it('counts a sample once when a flush that was written, but reported refused, is written again', async () => {
    add('up', 100);
    add('up', 100);
    sampleHours.refuse = ['after'];
    days.refuse = ['after'];
    await writes.flush();
    await writes.flush();
    add('down', 0);
    await writes.flush();
    expect(samplesWritten()).toHaveLength(3);
    expect(hourTotals()).toEqual({ checks: 3, up: 2, ms_sum: 200, ms_count: 2 });
  });

  it('tries again on its own, after the interval, when nothing new is checked', async () => {
    add('up', 100);
    days.refuse = ['before'];
    await writes.flush();
    expect(hourTotals().checks).toBe(0);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(hourTotals().checks).toBe(1);
  });

  it("never writes a refused confirmed state over a newer one, and keeps the incident's opening and closing", async () => {
    checks.docs.set(String(toolId), { _id: toolId });
    const incident = new Types.ObjectId();
    writes.confirm(toolId, { confirmed: 'down', incident_id: incident }, { opened: { _id: incident, tool_id: toolId, started_at: at(), reason: 'status', http_status: 503 } });
    checks.refuse = ['before'];
    const refused = writes.flush();
    writes.confirm(toolId, { confirmed: 'up', incident_id: null }, { closed: { _id: incident, at: at() } });
    const next = writes.flush();
    await Promise.all([refused, next]);
    await writes.flush();
    expect(checks.docs.get(String(toolId))).toMatchObject({ confirmed: 'up', incident_id: null });
    const incidents = [...days.docs.values()].map((doc) => doc.incidents).filter(Boolean);
    expect(incidents).toEqual([{ [String(incident)]: { started_at: expect.any(Date), reason: 'status', http_status: 503, ended_at: expect.any(Date) } }]);
  });
});
