import { Readable } from 'node:stream';
import { Types } from 'mongoose';
import type { Snapshot, StoredEntry } from './directory-snapshot';
import { ImportPass, KindRules } from './import-pass';
import type { ServiceRow } from './parsing/import-rows';

const RULES: KindRules<ServiceRow> = {
  kind: 'services',
  keyName: 'objectguid',
  uniqueName: 'guid',
  keyOf: (row) => row.objectguid,
  uniqueOf: (row) => row.guid,
  changes: () => false,
};

function entry(scim: boolean): StoredEntry {
  return { _id: new Types.ObjectId(), unique: 'x', digest: '', deleted: false, subsidiaryId: null, scim };
}

describe('what a file import marks deleted', () => {
  it('marks the groups absent from the file deleted, never one an identity provider provisioned over SCIM', async () => {
    const fromFiles = entry(false);
    const fromScim = entry(true);
    const kept = entry(false);
    const snapshot: Snapshot = { byKey: new Map([['file-only', fromFiles], ['scim:1', fromScim], ['kept', kept]]), keyOfUnique: new Map(), size: 3 };
    const pass = new ImportPass(RULES, snapshot, () => undefined);
    for await (const decision of pass.decisions(Readable.from(['objectguid,guid,title\nkept,x,Kept\n']))) void decision;
    expect(pass.absent()).toEqual([fromFiles]);
  });
});
