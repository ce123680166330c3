import { isPrivateTool, newLabelUntil, showsNewLabel } from './new-label';

const DAY_MS = 24 * 3600 * 1000;
const NOW = Date.parse('2026-11-24T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS).toISOString();

describe('the "new" label rule', () => {
  it('shows on a public or subsidiary tool flagged new, or created fewer than 15 days ago', () => {
    expect(showsNewLabel({ is_new: true, created_time: daysAgo(40), users: ['all'] }, NOW)).toBe(true);
    expect(showsNewLabel({ is_new: false, created_time: daysAgo(14.9), users: ['all'] }, NOW)).toBe(true);
    expect(showsNewLabel({ is_new: false, created_time: daysAgo(15), users: ['all'] }, NOW)).toBe(false);
    expect(showsNewLabel({ is_new: false, created_time: null, users: ['all'] }, NOW)).toBe(false);
  });

  it('shows on a private tool in its first 15 days (spec: "created fewer than 15 days ago"), never for its flag', () => {
    expect(showsNewLabel({ is_new: false, created_time: daysAgo(0), users: ['64b000000000000000000001'] }, NOW)).toBe(true);
    expect(showsNewLabel({ is_new: false, created_time: daysAgo(14.9), users: ['FIN-EU', 'u1'] }, NOW)).toBe(true);
    expect(showsNewLabel({ is_new: true, created_time: daysAgo(15), users: ['FIN-EU', 'u1'] }, NOW)).toBe(false);
    expect(showsNewLabel({ is_new: true, created_time: daysAgo(40), users: [] }, NOW)).toBe(false);
  });

  it('never shows on a tool whose creation waits for approval, flagged or freshly created', () => {
    expect(showsNewLabel({ is_new: false, created_time: daysAgo(0), users: ['all'], is_published: false }, NOW)).toBe(false);
    expect(showsNewLabel({ is_new: true, created_time: daysAgo(0), users: ['all'], is_published: false }, NOW)).toBe(false);
    expect(showsNewLabel({ is_new: false, created_time: daysAgo(0), users: ['all'], is_published: true }, NOW)).toBe(true);
  });

  it('says until when: forever while flagged, the end of the 15 days otherwise, never for a pending tool', () => {
    const created = daysAgo(2);
    expect(newLabelUntil({ is_new: true, created_time: created, users: ['all'] })).toBe(Infinity);
    expect(newLabelUntil({ is_new: false, created_time: created, users: ['u1'] })).toBe(Date.parse(created) + 15 * DAY_MS);
    expect(newLabelUntil({ is_new: false, created_time: null, users: ['u1'] })).toBeNull();
    expect(newLabelUntil({ is_new: true, created_time: created, users: ['all'], is_published: false })).toBeNull();
  });

  it('follows the clock it is given: the window closes exactly 15 days after creation', () => {
    const tool = { is_new: false, created_time: new Date(NOW).toISOString(), users: ['all'] };
    expect(showsNewLabel(tool, NOW + 15 * DAY_MS - 1)).toBe(true);
    expect(showsNewLabel(tool, NOW + 15 * DAY_MS)).toBe(false);
  });

  it('calls a tool private when "all" is not among its viewers', () => {
    expect(isPrivateTool({ users: ['all'] })).toBe(false);
    expect(isPrivateTool({ users: ['u1'] })).toBe(true);
    expect(isPrivateTool({ users: null })).toBe(true);
  });
});
