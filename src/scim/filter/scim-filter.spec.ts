import { ScimError } from '../scim.errors';
import { parseScimFilter, parseScimPath } from './scim-filter';

function scimTypeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof ScimError ? `${error.status} ${error.scimType}` : String(error);
  }
  return 'no error';
}

describe('SCIM filter parser (RFC 7644 §3.4.2.2)', () => {
  it('reads an equality as Entra ID and Okta send it, attribute names case-insensitive', () => {
    expect(parseScimFilter('userName eq "Emma.Employee"')).toEqual({ op: 'eq', attr: 'username', value: 'Emma.Employee' });
    expect(parseScimFilter('UserName EQ "x"')).toEqual({ op: 'eq', attr: 'username', value: 'x' });
  });

  it('drops the core schema URN and keeps the enterprise one', () => {
    expect(parseScimFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "a"')).toMatchObject({ attr: 'username' });
    expect(parseScimFilter('urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department sw "Sa"')).toMatchObject({
      op: 'sw',
      attr: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:user:department',
    });
  });

  it('binds and tighter than or, and honours parentheses and not', () => {
    expect(parseScimFilter('title pr or userName eq "a" and active eq true')).toEqual({
      op: 'or',
      left: { op: 'pr', attr: 'title' },
      right: { op: 'and', left: { op: 'eq', attr: 'username', value: 'a' }, right: { op: 'eq', attr: 'active', value: true } },
    });
    expect(parseScimFilter('(title pr or userName eq "a") and not (active eq false)')).toMatchObject({ op: 'and', left: { op: 'or' }, right: { op: 'not' } });
  });

  it('reads JSON strings with escapes, numbers, null, and a value filter', () => {
    expect(parseScimFilter('displayName eq "say \\"hi\\""')).toMatchObject({ value: 'say "hi"' });
    expect(parseScimFilter('emails[type eq "work" and value co "@example.com"]')).toMatchObject({ op: 'has', attr: 'emails', filter: { op: 'and' } });
    expect(parseScimFilter('title eq null')).toMatchObject({ value: null });
    expect(parseScimFilter('x eq 12')).toMatchObject({ value: 12 });
  });

  it.each([
    ['', 'empty'],
    ['userName', 'no operator'],
    ['userName eq', 'no value'],
    ['userName eq Emma', 'an unquoted value'],
    ['userName equals "a"', 'an unknown operator'],
    ['userName eq "a', 'an unclosed string'],
    ['(userName eq "a"', 'an unclosed parenthesis'],
    ['userName eq "a" junk', 'a trailing word'],
    ['userName eq "a" & x', 'a stray character'],
    ['('.repeat(30) + 'a pr' + ')'.repeat(30), 'too deep'],
  ])('refuses %j (%s) with 400 invalidFilter', (text) => {
    expect(scimTypeOf(() => parseScimFilter(text))).toBe('400 invalidFilter');
  });
});

describe('SCIM PATCH path parser', () => {
  it('reads an attribute, a filter on values and a sub-attribute', () => {
    expect(parseScimPath('name.givenName')).toEqual({ attr: 'name.givenname' });
    expect(parseScimPath('members[value eq "abc"]')).toEqual({ attr: 'members', filter: { op: 'eq', attr: 'value', value: 'abc' } });
    expect(parseScimPath('emails[type eq "work"].value')).toMatchObject({ attr: 'emails', sub: 'value' });
    expect(parseScimPath('urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:employeeNumber')).toEqual({
      attr: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:user:employeenumber',
    });
  });

  it.each(['members[value eq ', 'members[value eq "a"]x', 'a b', 'members[nonsense]'])('refuses %j with 400 invalidPath', (text) => {
    expect(scimTypeOf(() => parseScimPath(text))).toBe('400 invalidPath');
  });
});
