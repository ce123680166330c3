import { apiTokenExpiryBounds, apiTokenStateOf, checkApiTokenForm } from './api-tokens';

const NOW = new Date('2026-11-28T14:00:00Z');
const valid = { name: 'Release pipeline', scopes: ['catalogue:read', 'catalogue:write'], expiresOn: '2027-02-26', note: ' registers tools ' };
const codes = (input: object) => checkApiTokenForm({ ...valid, ...input }, NOW).violations.map((v) => `${v.field}:${v.code}`);

describe('the API tokens form', () => {
  it('reads a valid form: trimmed name and note, scopes once each, refused from 00:00 UTC of the expiry day', () => {
    const { value } = checkApiTokenForm({ ...valid, name: '  Release pipeline ', scopes: ['catalogue:read', 'catalogue:read'] }, NOW);
    expect(value).toEqual({ name: 'Release pipeline', scopes: ['catalogue:read'], expiresAt: new Date('2027-02-26T00:00:00Z'), note: 'registers tools' });
  });

  it('proposes 90 days and allows tomorrow up to 365 days from today, never a token without an expiry', () => {
    expect(apiTokenExpiryBounds(NOW)).toEqual({ min: '2026-11-29', max: '2027-11-28', proposed: '2027-02-26' });
    expect(codes({ expiresOn: '2027-11-28' })).toEqual([]);
    expect(codes({ expiresOn: '2026-11-29' })).toEqual([]);
    expect(codes({ expiresOn: '2027-11-29' })).toEqual(['expiresOn:API_TOKEN.EXPIRY_TOO_FAR']);
    expect(codes({ expiresOn: '2026-11-28' })).toEqual(['expiresOn:API_TOKEN.EXPIRY_PAST']);
    expect(codes({ expiresOn: undefined })).toEqual(['expiresOn:API_TOKEN.EXPIRY_REQUIRED']);
    expect(codes({ expiresOn: '2027-02-30' })).toEqual(['expiresOn:API_TOKEN.EXPIRY_REQUIRED']);
    expect(codes({ expiresOn: 'never' })).toEqual(['expiresOn:API_TOKEN.EXPIRY_REQUIRED']);
  });

  it('needs a name of at most 80 characters and at least one known scope', () => {
    expect(codes({ name: '   ' })).toEqual(['name:API_TOKEN.NAME_REQUIRED']);
    expect(codes({ name: 'x'.repeat(81) })).toEqual(['name:API_TOKEN.NAME_TOO_LONG']);
    expect(codes({ scopes: [] })).toEqual(['scopes:API_TOKEN.SCOPES_REQUIRED']);
    expect(codes({ scopes: 'scim' })).toEqual(['scopes:API_TOKEN.SCOPES_REQUIRED']);
    expect(codes({ scopes: ['scim', 'admin'] })).toEqual(['scopes:API_TOKEN.UNKNOWN_SCOPE']);
    expect(codes({ note: 'n'.repeat(501) })).toEqual(['note:API_TOKEN.NOTE_TOO_LONG']);
    expect(codes({ note: null })).toEqual([]);
  });
});

describe('a token state', () => {
  it('is revoked once revoked, else expired from its expiry instant, else active', () => {
    const expiresAt = new Date('2026-11-28T14:00:00Z');
    expect(apiTokenStateOf({ expiresAt, revokedAt: null }, new Date('2026-11-28T13:59:59Z'))).toBe('active');
    expect(apiTokenStateOf({ expiresAt, revokedAt: null }, NOW)).toBe('expired');
    expect(apiTokenStateOf({ expiresAt, revokedAt: new Date('2026-11-01') }, new Date('2026-11-02'))).toBe('revoked');
  });
});
