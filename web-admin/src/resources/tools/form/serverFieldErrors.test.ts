import { describe, expect, it } from 'vitest';
import { toolServerFieldErrors } from './serverFieldErrors';

// Shows the key and its arguments, so the test sees what would be translated with what.
const translate = (key: string, args?: Record<string, unknown>) => `${key}${args && Object.keys(args).length ? JSON.stringify(args) : ''}`;

describe('toolServerFieldErrors', () => {
  it('translates each field from its code and parameters, whatever the English message says', () => {
    const error = {
      body: {
        error: { code: 'TOOL.TOO_LONG', message: 'title.en: too long' },
        errors: { 'title.en': 'Trop long', 'logo.color': 'Expected string, received number', managers: 'At most 50 entries.' },
        violations: {
          'title.en': { code: 'TOOL.TOO_LONG', params: { max: 60 }, message: 'Trop long' },
          'logo.color': { code: 'INVALID_TYPE', params: { expected: 'string' }, message: 'Expected string, received number' },
          managers: { code: 'TOOL.TOO_MANY', params: { max: 50 }, message: 'At most 50 entries.' },
        },
      },
    };
    expect(toolServerFieldErrors(error, translate as never)).toEqual({
      'title.en': 'portal.tools.form.errors.too_long{"max":60}',
      'logo.color': 'portal.errors.fields.INVALID_TYPE{"expected":"string"}',
      managers: 'portal.tools.form.errors.too_many{"max":50}',
    });
  });
});
