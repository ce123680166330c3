import { activityLogCriteriaOf, logsPageCriteriaOf } from './activity-log-list.params';

const q = (value: unknown) => JSON.stringify(value);

describe('reading a logs list call', () => {
  it('defaults to the newest 50 lines', () => {
    expect(activityLogCriteriaOf({})).toEqual({ ascending: false, offset: 0, limit: 50 });
  });

  it('reads sort, range (cut to 100 rows) and the filters', () => {
    const id = '64b000000000000000000001';
    expect(activityLogCriteriaOf({ sort: q(['created_time', 'ASC']), range: q([100, 999]), filter: q({ q: ' edited ', action: 'tools.', user: id }) })).toEqual({
      ascending: true,
      offset: 100,
      limit: 100,
      q: 'edited',
      action: 'tools.',
      userId: id,
    });
    expect(activityLogCriteriaOf({ filter: q({ id: [id] }) }).ids).toEqual([id]);
  });

  it.each([
    [{ sort: q(['message', 'ASC']) }, 'sort'],
    [{ range: q([2, 1]) }, 'range'],
    [{ range: q([-1, 1]) }, 'range'],
    [{ filter: '{' }, 'filter'],
    [{ filter: q({ user: 'x' }) }, 'filter.user'],
    [{ filter: q({ id: ['x'] }) }, 'filter.id'],
    [{ filter: q({ q: 1 }) }, 'filter.q'],
  ])('refuses %j naming %s', (query, parameter) => {
    expect(() => activityLogCriteriaOf(query)).toThrow(expect.objectContaining({ code: 'LOGS.INVALID_LIST_PARAMETER', fieldErrors: { [parameter]: expect.any(String) } }));
  });

  it('reads the page of GET logs/all from 1', () => {
    expect(logsPageCriteriaOf(undefined)).toEqual({ offset: 0, limit: 50, ascending: false });
    expect(logsPageCriteriaOf('3')).toEqual({ offset: 100, limit: 50, ascending: false });
    for (const bad of ['0', '-2', 'x', ['1', '2']]) expect(() => logsPageCriteriaOf(bad)).toThrow();
  });
});
