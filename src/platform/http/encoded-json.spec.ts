import { gunzipSync } from 'node:zlib';
import { EncodedJson, type VersionedJson } from './encoded-json';

/** An answer whose text counts how often it was built. */
function answer(version: string, text: string): VersionedJson & { built: number } {
  const counted = { version, built: 0, json: () => (counted.built++, text) };
  return counted;
}

const wall = JSON.stringify(Array.from({ length: 200 }, (_, n) => ({ title: { en: `Tool ${n}` } })));

describe('EncodedJson: read models answer data, the HTTP layer encodes it once per version', () => {
  it('gzips a large answer once, however many calls ask for its version at once or later', async () => {
    const encoded = new EncodedJson();
    const first = answer('v1', wall);
    const [a, b] = await Promise.all([encoded.of(first), encoded.of(answer('v1', 'never read'))]);
    const c = await encoded.of(answer('v1', 'never read'));
    expect(first.built).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(a.json).toBeNull();
    expect(gunzipSync(a.gzip!).toString('utf8')).toBe(wall);
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('encodes a new version again, with the ETag of its own bytes', async () => {
    const encoded = new EncodedJson();
    const before = await encoded.of(answer('v1', wall));
    const after = await encoded.of(answer('v2', wall.replace('Tool 0', 'Tool zero')));
    const same = await encoded.of(answer('v3', wall));
    expect(after.etag).not.toBe(before.etag);
    expect(same.etag).toBe(before.etag);
  });

  it('keeps a small answer as plain JSON (not worth a gzip stream)', async () => {
    const ready = await new EncodedJson().of(answer('v1', '[]'));
    expect(ready.gzip).toBeNull();
    expect(ready.json?.toString('utf8')).toBe('[]');
  });

  it('reads a lazy answer (the name map, read from Redis) and gzips it once per version, not once per call', async () => {
    const encoded = new EncodedJson();
    let reads = 0;
    const names = (version: string) => ({ version, json: async () => (reads++, wall) });
    const calls = await Promise.all(Array.from({ length: 20 }, () => encoded.of(names('g1:7'))));
    expect(reads).toBe(1);
    expect(new Set(calls).size).toBe(1);
    expect(gunzipSync(calls[0].gzip!).toString('utf8')).toBe(wall);
    await encoded.of(names('g1:8'));
    expect(reads).toBe(2);
  });

  it('encodes an unversioned answer for its own call only, never serving it to a later one', async () => {
    const encoded = new EncodedJson();
    const first = await encoded.of({ version: null, json: () => wall });
    const second = await encoded.of({ version: null, json: () => '[]' });
    expect(gunzipSync(first.gzip!).toString('utf8')).toBe(wall);
    expect(second.json?.toString('utf8')).toBe('[]');
  });
});
