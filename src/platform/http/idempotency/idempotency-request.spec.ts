import { parseIdempotencyKey, requestFingerprint } from './idempotency-request';

describe('the Idempotency-Key header and what makes two requests the same', () => {
  it('reads a key quoted as the draft writes it, or bare, and refuses an empty, spaced or overlong one', () => {
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    expect(parseIdempotencyKey('abc123')).toBe('abc123');
    for (const bad of ['', '""', 'two words', 'x'.repeat(256), '"a"b"']) expect(() => parseIdempotencyKey(bad)).toThrow(expect.objectContaining({ code: 'idempotency_key_invalid', status: 400 }));
  });

  it('counts the same body with its fields in another order as the same request, and another body or path as another', () => {
    const request = (path: string, body: unknown) => requestFingerprint({ method: 'POST', baseUrl: '/api', path, body });
    expect(request('/postApp', { a: 1, b: { c: [1, 2], d: 'x' } })).toBe(request('/postApp', { b: { d: 'x', c: [1, 2] }, a: 1 }));
    expect(request('/postApp', { a: 1 })).not.toBe(request('/postApp', { a: 2 }));
    expect(request('/postApp', { a: 1 })).not.toBe(request('/subsidiaries', { a: 1 }));
  });
});
