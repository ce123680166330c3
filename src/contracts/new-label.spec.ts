import { isPrivateTool, showsNewLabel } from './new-label';

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

  it('never shows on a private tool, not on its first day, not when flagged', () => {
    expect(showsNewLabel({ is_new: false, created_time: daysAgo(0), users: ['64b000000000000000000001'] }, NOW)).toBe(false);
    expect(showsNewLabel({ is_new: true, created_time: daysAgo(1), users: ['FIN-EU', 'u1'] }, NOW)).toBe(false);
    expect(showsNewLabel({ is_new: true, created_time: daysAgo(1), users: [] }, NOW)).toBe(false);
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
