import { insideFolder } from './nightly-folder';

describe('the nightly import folder', () => {
  it.each([
    ['/data/import/users.csv', true],
    ['/data/import/sub/users.csv', true],
    ['/data/import/../secrets/users.csv', false],
    ['/data/importer/users.csv', false],
    ['/etc/passwd', false],
    ['/data/import', false],
  ])('%s inside /data/import: %s', (path, inside) => {
    expect(insideFolder(path, '/data/import/')).toBe(inside);
  });
});
