import { audienceReaches, checkAnnouncementForm } from './announcement-rules';

const valid = { title: { en: 'Payroll' }, body: { en: '<p>Closed</p>' }, kind: 'maintenance', startsAt: '2026-01-01T08:00:00Z', endsAt: '2026-01-02T08:00:00Z' };

describe('the announcement form', () => {
  it('reads a complete form, audience and tools included', () => {
    const { draft } = checkAnnouncementForm({ ...valid, audience: { groups: [{ guid: 'GRP-A' }], languages: ['ja'] }, tools: ['64B00000000000000000A001'] });
    expect(draft).toMatchObject({ kind: 'maintenance', audience: { subsidiaries: [], groups: ['GRP-A'], languages: ['ja'] }, tools: ['64b00000000000000000a001'] });
  });

  it.each([
    ['a Japanese-only announcement', { title: { ja: 'お知らせ' }, body: { ja: '<p>本文</p>' } }, 'title', 'ANNOUNCEMENTS.ENGLISH_OR_FRENCH'],
    ['an English title with an empty body', { body: { en: '<p> </p>' } }, 'title', 'ANNOUNCEMENTS.ENGLISH_OR_FRENCH'],
    ['an end equal to the start', { endsAt: valid.startsAt }, 'endsAt', 'ANNOUNCEMENTS.END_BEFORE_START'],
    ['a date that is no date', { startsAt: 'tomorrow-ish' }, 'startsAt', 'ANNOUNCEMENTS.INVALID_DATE'],
    ['a language that is not offered', { audience: { languages: ['de'] } }, 'audience.languages', 'ANNOUNCEMENTS.INVALID_AUDIENCE'],
    ['a tool that is no id', { tools: ['crm'] }, 'tools', 'ANNOUNCEMENTS.INVALID_TOOLS'],
  ])('refuses %s', (_case, over, field, code) => {
    const { draft, violations } = checkAnnouncementForm({ ...valid, ...over });
    expect(draft).toBeNull();
    expect(violations).toContainEqual(expect.objectContaining({ field, code }));
  });
});

describe('who an audience reaches', () => {
  const person = { subsidiaryId: 'eu', groups: ['GRP-A'], language: 'fr' };
  it('reaches everyone when no list is given', () => {
    expect(audienceReaches({ subsidiaries: [], groups: [], languages: [] }, person)).toBe(true);
  });
  it('needs one entry of every list given', () => {
    expect(audienceReaches({ subsidiaries: ['eu'], groups: [], languages: ['fr'] }, person)).toBe(true);
    expect(audienceReaches({ subsidiaries: ['eu'], groups: [], languages: ['en'] }, person)).toBe(false);
    expect(audienceReaches({ subsidiaries: [], groups: ['GRP-B'], languages: [] }, person)).toBe(false);
    expect(audienceReaches({ subsidiaries: ['asia'], groups: ['GRP-A'], languages: [] }, person)).toBe(false);
  });
});
