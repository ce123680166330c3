import { Types } from 'mongoose';
import { toToolCard } from '../tool-card';
import { markPending } from '../wall/wall-filters';
import { wallJson } from '../wall/wall-lists';
import { CatalogueEntry, CatalogueTool } from './catalogue-entry';
import { catalogueTool } from './catalogue-tool.fixture';
import { adminScopePredicate, listPredicate, titleContains } from './catalogue-filters';

const DAY = 24 * 3600 * 1000;
const NOW = Date.UTC(2026, 0, 31);
const europe = new Types.ObjectId();
const asia = new Types.ObjectId();
const emma = { userId: 'u-emma', groups: ['GRP-FINANCE'], subsidiaryId: String(europe) };

const tool = (title: string, over: Partial<CatalogueTool> = {}): CatalogueTool => catalogueTool(title, { created_time: new Date(NOW - 40 * DAY), ...over });

const catalogue = {
  public: tool('Public'),
  europe: tool('Europe', { subsidiaryId: europe }),
  asia: tool('Asia', { subsidiaryId: asia }),
  finance: tool('Finance', { users: ['GRP-FINANCE'] }),
  legal: tool('Legal', { users: ['GRP-LEGAL'] }),
  own: tool('Own', { users: ['u-emma'] }),
  managed: tool('Managed', { users: ['u-marc'], managers: ['u-emma'] }),
  deleted: tool('Deleted', { deleted: true }),
  pending: tool('Pending', { is_published: false, creator: 'u-emma' }),
  othersPending: tool('Others pending', { is_published: false, creator: 'u-marc' }),
  pendingManaged: tool('Pending managed', { is_published: false, managers: ['u-emma'], creator: 'u-marc' }),
};
const titles = (predicate: ((t: CatalogueTool) => boolean) | null) =>
  predicate ? Object.values(catalogue).filter(predicate).map((t) => t.title.en) : null;

describe('the front page lists: which tools each one holds', () => {
  it('the wall is what canSee allows: public, own subsidiary, own groups, own id, managed; never deleted or pending', () => {
    expect(titles(listPredicate('wall', emma))).toEqual(['Public', 'Europe', 'Finance', 'Own', 'Managed']);
  });

  it('managed lists the published tools one manages and one’s creations or managed tools awaiting approval', () => {
    expect(titles(listPredicate('managed', emma))).toEqual(['Managed', 'Pending', 'Pending managed']);
  });

  it('the subsidiary list is the published tools for all of one’s subsidiary, and empty by rule without one', () => {
    expect(titles(listPredicate('subsidiary', emma))).toEqual(['Europe']);
    expect(listPredicate('subsidiary', { ...emma, subsidiaryId: null })).toBeNull();
  });

  it('the admin scope: every live tool for administrators, their subsidiary’s for sub-administrators, nothing else', () => {
    expect(titles(adminScopePredicate({ userId: 'a', roles: ['user', 'administrator'], subsidiaryId: null }))).toHaveLength(10);
    expect(titles(adminScopePredicate({ userId: 's', roles: ['user', 'sub_admin'], subsidiaryId: String(asia) }))).toEqual(['Asia']);
    expect(adminScopePredicate({ userId: 'e', roles: ['user'], subsidiaryId: String(europe) })).toBeNull();
  });

  it('finds a title part in any language, case-insensitively and literally', () => {
    const search = tool('x', { title: { en: 'Leave', fr: 'Congés (RH)' } });
    expect(titleContains('congÉs')(search)).toBe(true);
    expect(titleContains('(rh)')(search)).toBe(true);
    expect(titleContains('.eave')(search)).toBe(false);
  });
});

describe('wall JSON from the catalogue', () => {
  it('serialises each card exactly as the database path did', () => {
    const entry = new CatalogueEntry(catalogue.pending);
    expect(entry.cardJson(NOW)).toBe(JSON.stringify(markPending(toToolCard(catalogue.pending, NOW), catalogue.pending)));
  });

  it('puts new tools first and keeps the title order inside each group', () => {
    const recent = tool('B recent', { created_time: new Date(NOW - 2 * DAY) });
    const flagged = tool('C flagged', { is_new: true });
    const entries = [tool('A old'), recent, flagged, tool('D old')].map((t) => new CatalogueEntry(t));
    const json = wallJson(entries, NOW);
    expect((JSON.parse(json) as { title: { en: string } }[]).map((card) => card.title.en)).toEqual(['B recent', 'C flagged', 'A old', 'D old']);
    expect(wallJson([], NOW)).toBe('[]');
  });
});
