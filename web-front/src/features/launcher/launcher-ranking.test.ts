import { describe, expect, it } from 'vitest';
import { aTool } from '@/testing/tool-fixtures';
import type { ToolCard } from '@contracts';
import { LAUNCHER_LIMIT, launcherEntries, launcherSearch, rankLauncherTools } from './launcher-ranking';
import type { PersonNames } from '@/features/search';

const rank = (tools: ToolCard[], recent: ToolCard[], term: string, names: PersonNames | null) => rankLauncherTools(launcherEntries(tools, names), recent, term);

describe('rankLauncherTools', () => {
  const alpha = aTool({ _id: 'a', title: { en: 'Alpha' }, description: { en: 'beta notes' } });
  const beta = aTool({ _id: 'b', title: { en: 'Beta' } });
  const betaTwo = aTool({ _id: 'b2', title: { fr: 'Bêta deux', en: 'Second beta' } });
  const gamma = aTool({ _id: 'g', title: { en: 'Gamma' } });

  it('puts title matches first, then the recently used, then the wall order', () => {
    expect(rank([alpha, beta, betaTwo, gamma], [betaTwo], 'beta', null).map((tool) => tool._id)).toEqual(['b2', 'b', 'a']);
  });

  it('without a term, lists the recently used first and the rest in wall order', () => {
    expect(rank([alpha, beta, gamma], [gamma, beta], '', null).map((tool) => tool._id)).toEqual(['g', 'b', 'a']);
  });

  it('matches the people of a tool as the search bar does', () => {
    const withManager = aTool({ _id: 'm', title: { en: 'Payroll' }, managers: ['u9'] });
    expect(rank([alpha, withManager], [], 'ada', new Map([['u9', 'Ada Lovelace']])).map((tool) => tool._id)).toEqual(['m']);
  });

  it('matches as the wall search does: accents ignored, the shared company domain of the addresses left out', () => {
    const cafe = aTool({ _id: 'c', title: { fr: 'Café' }, url: { en: 'https://cafe.northwind.example' } });
    const wiki = aTool({ _id: 'w', title: { en: 'Wiki' }, url: { en: 'https://wiki.northwind.example' } });
    expect(rank([wiki, cafe], [], 'cafe', null).map((tool) => tool._id)).toEqual(['c']);
    expect(rank([wiki, cafe], [], 'north', null)).toEqual([]);
  });

  it('shows at most the limit', () => {
    const many = Array.from({ length: LAUNCHER_LIMIT + 5 }, (_, index) => aTool({ en: `Tool number ${index}` }));
    expect(rank(many, [], 'tool', null)).toHaveLength(LAUNCHER_LIMIT);
  });

  it('never matches a term across two texts of a tool', () => {
    expect(rank([alpha], [], 'alphabeta', null)).toEqual([]);
    expect(rank([alpha], [], 'alpha', null).map((tool) => tool._id)).toEqual(['a']);
  });

  it('keeps the same best tools, in the same order, as sorting every match would', () => {
    const tools = Array.from({ length: 300 }, (_, index) =>
      aTool({ _id: `t${index}`, title: { en: index % 7 === 0 ? `Report ${index}` : `Tool ${index}` }, description: { en: index % 3 === 0 ? 'monthly report' : 'other' } }),
    );
    const recent = [tools[290], tools[14], tools[3], tools[150]];
    const recentRank = (tool: ToolCard) => (recent.indexOf(tool) === -1 ? recent.length : recent.indexOf(tool));
    const expected = tools
      .map((tool, wallIndex) => ({ tool, wallIndex, inTitle: tool.title?.en?.toLowerCase().includes('report') ?? false }))
      .filter(({ tool }) => tool.title?.en?.toLowerCase().includes('report') || tool.description?.en?.includes('report'))
      .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || recentRank(a.tool) - recentRank(b.tool) || a.wallIndex - b.wallIndex)
      .slice(0, LAUNCHER_LIMIT)
      .map(({ tool }) => tool._id);
    expect(rank(tools, recent, 'report', null).map((tool) => tool._id)).toEqual(expected);
  });
});

describe('launcherSearch', () => {
  const tools = Array.from({ length: 200 }, (_, index) =>
    aTool({ _id: `t${index}`, title: { en: `Tool ${index}` }, description: { en: index % 4 === 0 ? 'travel booking, then travel expenses' : 'travel booking' } }),
  );
  const entries = launcherEntries(tools, null);
  const idsOf = (matches: readonly { tool: ToolCard }[]) => matches.map(({ tool }) => tool._id);
  const fresh = (term: string) => idsOf(launcherSearch(entries)(term));

  it('answers each typed term as a search from scratch would, letters added, removed or replaced', () => {
    const search = launcherSearch(entries);
    for (const term of ['', 'tr', 'tra', 'travel', 'travel e', 'travel ex', 'travel b', 'travel', 'tool 1', 'tool 12', 'tool 1', 'x', '']) {
      expect(idsOf(search(term))).toEqual(fresh(term));
    }
    expect(fresh('travel ex')).toHaveLength(50);
    expect(fresh('tool 12')).toEqual(['t12', 't120', 't121', 't122', 't123', 't124', 't125', 't126', 't127', 't128', 't129']);
  });
});
