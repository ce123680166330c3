import { describe, expect, it } from 'vitest';
import { aTool } from '@/testing/tool-fixtures';
import { addressSearchText, foldForSearch, normaliseSearchTerm, searchEntries, searchEntriesOf, sharedDomainOf, toolMatchesSearch } from './search-rules';

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

describe('search that ignores accents', () => {
  const cafe = aTool({ title: { fr: 'Café de la Cité' }, description: { en: 'Menus of the canteen' } });

  it('finds "Café" with "cafe", and "cafe" with "café"', () => {
    expect(toolMatchesSearch(cafe, 'cafe')).toBe(true);
    expect(toolMatchesSearch(cafe, 'cite')).toBe(true);
    expect(toolMatchesSearch(aTool({ title: { en: 'Cafe' } }), 'café')).toBe(true);
  });

  it('keeps Japanese voiced kana apart from unvoiced ones, and reads half-width kana as full-width', () => {
    expect(foldForSearch('ガイド')).toBe('ガイド');
    expect(toolMatchesSearch(aTool({ title: { ja: 'ガイド' } }), 'カイ')).toBe(false);
    expect(toolMatchesSearch(aTool({ title: { ja: 'ガイド' } }), 'ｶﾞｲﾄﾞ')).toBe(true);
  });
});

describe('search of a list', () => {
  const company = (id: string, title: string, host: string) => aTool({ _id: id, title: { en: title }, url: { en: `https://${host}.northwind.example/${id}` } });
  const tools = [
    company('leave', 'Leave requests', 'hr'),
    company('pay', 'Payslips', 'hr'),
    company('wiki', 'Wiki', 'intranet'),
    aTool({ _id: 'crm', title: { en: 'CRM' }, description: { en: 'Customers of Northwind Europe' }, url: { en: 'https://northwind.my.salesforce.com' } }),
    aTool({ _id: 'help', title: { en: 'Helpdesk' }, description: { en: 'Ask for help: the leave tool, payslips…' }, url: { en: 'https://www.servicedesk.example.org/' } }),
  ];
  const ids = (term: string) => searchEntries(searchEntriesOf(tools), normaliseSearchTerm(term)).map(({ tool }) => tool._id);

  it('leaves out the domain most addresses share: "north" finds the tools that name Northwind, not every tool', () => {
    expect(sharedDomainOf(tools)).toBe('northwind.example');
    expect(ids('north')).toEqual(['crm']);
    expect(ids('northwind.example')).toEqual([]);
  });

  it('still finds a tool by the rest of its address', () => {
    expect(ids('intranet')).toEqual(['wiki']);
    expect(ids('servicedesk')).toEqual(['help']);
    expect(ids('salesforce')).toEqual(['crm']);
    expect(addressSearchText('https://hr.northwind.example/leave?x=1', 'northwind.example')).toBe('hr/leave?x=1');
  });

  it('shares no domain when none is in more than half of the addresses', () => {
    expect(sharedDomainOf(tools.slice(2))).toBe('');
  });

  it('ranks the tools whose title matches first, then the others in the list order', () => {
    expect(ids('leave')).toEqual(['leave', 'help']);
    expect(ids('payslips')).toEqual(['pay', 'help']);
    expect(ids('')).toEqual(['leave', 'pay', 'wiki', 'crm', 'help']);
  });
});
