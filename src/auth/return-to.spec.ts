import { safeReturnTo } from './return-to';

describe('return address after sign-in', () => {
  it('keeps a path of ours with its query', () => {
    expect(safeReturnTo('/admin/footer?x=1')).toBe('/admin/footer?x=1');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', undefined, 42])(
    'refuses %p and returns home',
    (value) => {
      expect(safeReturnTo(value)).toBe('/');
    },
  );
});
