import { SubmissionKeys } from './submission-keys';

describe('SubmissionKeys: one Idempotency-Key per submission of a form', () => {
  it('keeps the key while the same content is sent again after a failure', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor({ name: 'Northwind', companies: ['A'] });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor({ name: 'Northwind', companies: ['A'] })).toBe(first);
  });

  it('takes a new key when the content changed, and after a success', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor({ name: 'Northwind' });
    const changed = keys.keyFor({ name: 'Northwind Europe' });
    expect(changed).not.toBe(first);
    keys.succeeded();
    expect(keys.keyFor({ name: 'Northwind Europe' })).not.toBe(changed);
  });
});
