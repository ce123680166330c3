import { describe, expect, it } from 'vitest';
import { LIMITS, PRIVATE, visibilityKeyOf } from '@contracts';
import { emptyToolValues, toPayload, validateToolForm, type ToolFormValues } from './toolFormValues';

const ME = '65a0000000000000000000aa';
const me = { type: 'user' as const, id: ME, value: ME, label: 'Alice' };
const filled = (overrides: Partial<ToolFormValues> = {}): ToolFormValues => ({
  ...emptyToolValues(me, 'public'),
  title: { en: 'Expenses', fr: '', zh: '', ja: '' },
  description: { en: 'Expense reports', fr: '', zh: '', ja: '' },
  url: { en: 'https://expenses.example.com', fr: '', zh: '', ja: '' },
  categories: ['c0ffee00c0ffee00c0ffee01'],
  ...overrides,
});

describe('tool form rules (shared with the server)', () => {
  it('accepts a complete english tool', () => {
    expect(validateToolForm(filled())).toEqual({});
  });

  it('limits the title to 60 characters, the description to 400 and the url to 2000', () => {
    const errors = validateToolForm(
      filled({
        title: { en: 't'.repeat(LIMITS.toolTitleMaxLength + 1) },
        description: { en: 'd'.repeat(LIMITS.toolDescriptionMaxLength + 1) },
        url: { en: `https://${'u'.repeat(LIMITS.toolUrlMaxLength)}.com` },
      }),
    );
    expect(errors).toEqual({
      title: { en: { message: 'portal.tools.form.errors.too_long', args: { max: 60 } } },
      description: { en: { message: 'portal.tools.form.errors.too_long', args: { max: 400 } } },
      url: { en: { message: 'portal.tools.form.errors.too_long', args: { max: 2000 } } },
    });
  });

  it('wants every field of a started language, and a manager', () => {
    const errors = validateToolForm(filled({ title: { en: 'Expenses', zh: '报销' }, managers: [] }));
    expect(Object.keys(errors).sort()).toEqual(['description', 'managers', 'url']);
    expect(errors.managers).toEqual({ message: 'portal.tools.form.errors.TOOL.MANAGERS_REQUIRED', args: {} });
  });

  it('wants at least one category', () => {
    expect(validateToolForm(filled({ categories: [] }))).toEqual({
      categories: { message: 'portal.tools.form.errors.TOOL.CATEGORIES_REQUIRED', args: {} },
    });
  });

  it('limits the abbreviation to 3 characters', () => {
    expect(validateToolForm(filled({ logo: { abrev: 'ABCD' } }))).toHaveProperty('logo.abrev');
  });
});

describe('tool form payload', () => {
  it('sends a private tool with its viewers, not new', () => {
    const payload = toPayload(filled({ visibility: visibilityKeyOf(PRIVATE), users: [{ type: 'group', id: 'g1', value: 'FIN-EU', label: 'Finance' }] }));
    expect(payload).toMatchObject({ users: ['FIN-EU'], subsidiaryId: null, is_new: false });
  });

  it("sends a subsidiary tool to all that subsidiary's people, new", () => {
    const payload = toPayload(filled({ visibility: visibilityKeyOf({ subsidiaryId: 'sub1' }), title: { en: 'Expenses', fr: 'Notes de frais' }, description: { en: 'x', fr: 'y' }, url: { en: 'https://a.example', fr: 'https://b.example' } }));
    expect(payload).toMatchObject({ users: ['all'], subsidiaryId: 'sub1', is_new: true, is_translated: true, translated_into: ['en', 'fr'] });
  });
});
