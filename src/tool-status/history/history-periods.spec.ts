import { DAY_MS, dayId, dayWindowHours, expiredPeriods, HOUR_MS, hourKey, keptIds, monthWindowDays, sampleHourId, SAMPLES_KEPT_MS } from './history-periods';

const toolId = '65a000000000000000000001';
const at = Date.parse('2026-11-29T10:42:00Z');

describe('history periods', () => {
  it('names one document per tool and hour, and per tool and day, whatever the moment within it', () => {
    expect(sampleHourId(toolId, Date.parse('2026-11-29T10:00:00Z'))).toBe(`${toolId}:2026-11-29T10:00:00.000Z`);
    expect(dayId(toolId, at)).toBe(`${toolId}:2026-11-29`);
    expect(hourKey(Date.parse('2026-11-29T07:00:00Z'))).toBe('07');
  });

  it('reads the 25 hours that hold the last 24 hours, and the 31 days that hold the last 30', () => {
    const hours = dayWindowHours(at);
    expect(hours).toHaveLength(25);
    expect(new Date(hours[0]).toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(new Date(hours[24]).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    const days = monthWindowDays(at);
    expect(days).toHaveLength(31);
    expect(new Date(days[0]).toISOString()).toBe('2026-10-30T00:00:00.000Z');
  });

  describe('pruning', () => {
    it('deletes only the period that expired since the last pruning', () => {
      const first = expiredPeriods(null, at, SAMPLES_KEPT_MS, HOUR_MS, 48);
      expect(first.starts.map((hour) => new Date(hour).toISOString())).toEqual(['2026-11-27T09:00:00.000Z']);
      expect(expiredPeriods(first.until, at + 10 * 60_000, SAMPLES_KEPT_MS, HOUR_MS, 48).starts).toEqual([]);
      expect(expiredPeriods(first.until, at + HOUR_MS, SAMPLES_KEPT_MS, HOUR_MS, 48).starts).toEqual([first.until]);
    });

    it('catches up the periods missed while no worker ran, at most the bound', () => {
      const until = expiredPeriods(null, at, SAMPLES_KEPT_MS, HOUR_MS, 48).until;
      expect(expiredPeriods(until, at + 5 * HOUR_MS, SAMPLES_KEPT_MS, HOUR_MS, 48).starts).toHaveLength(5);
      expect(expiredPeriods(until, at + 10 * DAY_MS, SAMPLES_KEPT_MS, HOUR_MS, 48).starts).toHaveLength(48);
    });

    it("names every document a tool may still have, the current periods and the oldest kept included", () => {
      const ids = keptIds(toolId, at);
      expect(ids.samples).toContain(sampleHourId(toolId, Date.parse('2026-11-29T10:00:00Z')));
      expect(ids.samples).toContain(sampleHourId(toolId, Date.parse('2026-11-27T10:00:00Z')));
      expect(ids.days).toContain(dayId(toolId, at));
      expect(ids.days).toContain(dayId(toolId, at - 31 * DAY_MS));
    });
  });
});
