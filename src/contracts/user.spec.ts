import { accountKindOf } from './user';

describe('account kind from the login id (front spec section 3)', () => {
  it.each([
    ['c_carla.contractor', 'external'],
    ['g_reception', 'generic'],
    ['i_ivan.intern', 'intern'],
    ['emma.employee', 'employee'],
  ])('reads %s as %s', (loginId, kind) => {
    expect(accountKindOf(loginId)).toBe(kind);
  });

  it('reads the prefix whatever its case', () => {
    expect(accountKindOf('C_Carla')).toBe('external');
    expect(accountKindOf('G_desk')).toBe('generic');
    expect(accountKindOf('I_ivan')).toBe('intern');
  });

  it('needs the underscore: a name that merely starts with the letter is an employee', () => {
    expect(accountKindOf('camille.martin')).toBe('employee');
    expect(accountKindOf('gina')).toBe('employee');
    expect(accountKindOf('i-ivan')).toBe('employee');
    expect(accountKindOf('')).toBe('employee');
  });
});
