import type { ValidationView } from '@contracts';
import { describe, expect, it } from 'vitest';
import { sortValidations, validationName, validationTitle, validationUrls } from './validationRows';

const request = (id: string, title: ValidationView['changed']['title'], updated = '2026-11-01T10:00:00Z'): ValidationView => ({
  _id: id,
  app: { _id: `app-${id}`, title: { en: 'Live title' } },
  kind: 'edition',
  status: 'pending',
  changed: { title, url: { en: 'https://en.example.com', fr: 'https://fr.example.com' } },
  edited_by: { _id: 'u1', fullname: 'Marc Dubois' },
  updated_time: updated,
  extra_validations: [],
  user_is_validator: false,
});

describe('approval list names', () => {
  it('uses the English title, or the French one when the interface is French', () => {
    const both = request('1', { en: 'Expenses', fr: 'Notes de frais' });
    expect(validationTitle(both, 'en')).toBe('Expenses');
    expect(validationTitle(both, 'zh')).toBe('Expenses');
    expect(validationTitle(both, 'fr')).toBe('Notes de frais');
  });

  it('uses the French title when the English one is empty', () => {
    expect(validationTitle(request('1', { en: ' ', fr: 'Notes de frais' }), 'en')).toBe('Notes de frais');
  });

  it('cuts the name to 17 characters and an ellipsis', () => {
    expect(validationName(request('1', { en: 'Expense tracker for Europe' }), 'en')).toBe('Expense tracker f…');
  });

  it('lists each url as "(lang) url"', () => {
    expect(validationUrls(request('1', { en: 'x' }))).toEqual(['(en) https://en.example.com', '(fr) https://fr.example.com']);
  });

  it('sorts by name, either way, and by update time', () => {
    const list = [request('1', { en: 'beta' }, '2026-11-03T00:00:00Z'), request('2', { en: 'Alpha' }, '2026-11-01T00:00:00Z'), request('3', { en: 'gamma' }, '2026-11-02T00:00:00Z')];
    expect(sortValidations(list, { field: 'name', order: 'ASC' }, 'en').map((v) => v._id)).toEqual(['2', '1', '3']);
    expect(sortValidations(list, { field: 'name', order: 'DESC' }, 'en').map((v) => v._id)).toEqual(['3', '1', '2']);
    expect(sortValidations(list, { field: 'updated_time', order: 'DESC' }, 'en').map((v) => v._id)).toEqual(['1', '3', '2']);
  });
});
