import { describe, expect, it } from 'vitest';
import { aTool } from '@/testing/tool-fixtures';
import { normaliseSearchTerm, toolMatchesSearch } from './search-rules';

describe('search term', () => {
  it('is lowercased and trimmed', () => {
    expect(normaliseSearchTerm('  Leave ')).toBe('leave');
  });

  it('applies only when longer than one character', () => {
    expect(normaliseSearchTerm(' L ')).toBe('');
    expect(normaliseSearchTerm('')).toBe('');
    expect(normaliseSearchTerm('le')).toBe('le');
    expect(normaliseSearchTerm('人事')).toBe('人事');
  });
});

describe('search matching', () => {
  const tool = aTool({
    title: { en: 'Leave requests', fr: 'Demandes de congés', ja: '休暇申請' },
    description: { en: 'Request paid leave', zh: '申请带薪年假' },
    url: { en: 'https://hr.northwind.example/leave' },
    managers: ['u-marc'],
    users: ['GRP-FINANCE', 'u-emma'],
  });

  it('matches the title, description and url in every language', () => {
    for (const term of ['leave', 'congés', '休暇', '带薪', 'northwind.example']) expect(toolMatchesSearch(tool, term)).toBe(true);
  });

  it('does not match unrelated text', () => {
    expect(toolMatchesSearch(tool, 'payslip')).toBe(false);
  });

  it('matches the names of managers and users once names are known', () => {
    const names = new Map([
      ['u-marc', 'Marc Manager'],
      ['u-emma', 'Emma Laurent'],
    ]);
    expect(toolMatchesSearch(tool, 'laurent')).toBe(false);
    expect(toolMatchesSearch(tool, 'laurent', names)).toBe(true);
    expect(toolMatchesSearch(tool, 'marc m', names)).toBe(true);
    expect(toolMatchesSearch(tool, 'finance', names)).toBe(false); // a group's id is not a person's name
  });

  it('lets everything through without a term', () => {
    expect(toolMatchesSearch(tool, '')).toBe(true);
  });
});
