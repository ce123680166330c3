import { describe, expect, it } from 'vitest';
import { aTool } from '@/testing/tool-fixtures';
import { LAUNCHER_LIMIT, rankLauncherTools } from './launcher-ranking';

describe('rankLauncherTools', () => {
  const alpha = aTool({ _id: 'a', title: { en: 'Alpha' }, description: { en: 'beta notes' } });
  const beta = aTool({ _id: 'b', title: { en: 'Beta' } });
  const betaTwo = aTool({ _id: 'b2', title: { fr: 'Bêta deux', en: 'Second beta' } });
  const gamma = aTool({ _id: 'g', title: { en: 'Gamma' } });

  it('puts title matches first, then the recently used, then the wall order', () => {
    expect(rankLauncherTools([alpha, beta, betaTwo, gamma], [betaTwo], 'beta', null).map((tool) => tool._id)).toEqual(['b2', 'b', 'a']);
  });

  it('without a term, lists the recently used first and the rest in wall order', () => {
    expect(rankLauncherTools([alpha, beta, gamma], [gamma, beta], '', null).map((tool) => tool._id)).toEqual(['g', 'b', 'a']);
  });

  it('matches the people of a tool as the search bar does', () => {
    const withManager = aTool({ _id: 'm', title: { en: 'Payroll' }, managers: ['u9'] });
    expect(rankLauncherTools([alpha, withManager], [], 'ada', new Map([['u9', 'Ada Lovelace']])).map((tool) => tool._id)).toEqual(['m']);
  });

  it('shows at most the limit', () => {
    const many = Array.from({ length: LAUNCHER_LIMIT + 5 }, (_, index) => aTool({ en: `Tool number ${index}` }));
    expect(rankLauncherTools(many, [], 'tool', null)).toHaveLength(LAUNCHER_LIMIT);
  });
});
