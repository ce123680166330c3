import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { which } from './which';

const run = promisify(execFile);
const EVERY_MS = 5_000;

/**
 * FerretDB 1.24 (SQLite) indexes `_id` as `_ferretdb_sjson->"_id"` but looks it up as
 * `_ferretdb_sjson->'$._id'`, so SQLite never uses that index: every read, update and delete by `_id`
 * scans the collection (10,000 people: 300 ms an update instead of 4). This keeper adds, beside
 * FerretDB's, an index on the expression its lookups use, to every collection table of the SQLite
 * files in `dbPath`, checking the files written since its last pass every few seconds (collections
 * are created lazily). FerretDB does not list it (its indexes live in its own metadata); a dropped
 * collection drops it with its table. Needs the `sqlite3` shell; without it the database only stays
 * slower. Development database only: production runs MongoDB.
 */
export function keepFerretdbIdIndexes(dbPath: string, warn: (text: string) => void = console.warn): () => void {
  const sqlite3 = which('sqlite3');
  if (!sqlite3) {
    warn('[devstack] no sqlite3 shell: FerretDB keeps scanning its collections for every update by _id');
    return () => undefined;
  }
  const checked = new Map<string, number>();
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      for (const file of readdirSync(dbPath).filter((name) => name.endsWith('.sqlite'))) {
        const path = join(dbPath, file);
        const written = lastWrite(path);
        if (checked.get(path) === written) continue;
        if (await addMissingIndexes(sqlite3, path)) checked.set(path, written);
      }
    } catch {
      // A file gone meanwhile (a dropped database): the next pass sees the directory again.
    } finally {
      running = false;
    }
  };
  void pass();
  const timer = setInterval(() => void pass(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** True when every collection table of the file has the index (false: busy, try again later). */
async function addMissingIndexes(sqlite3: string, path: string): Promise<boolean> {
  try {
    const { stdout } = await run(sqlite3, [
      '-readonly',
      path,
      `SELECT c.table_name FROM _ferretdb_collections c WHERE NOT EXISTS (SELECT 1 FROM sqlite_master m WHERE m.name = c.table_name || '__id_lookup');`,
    ]);
    const tables = stdout.split('\n').filter((name) => /^[A-Za-z0-9_]+$/.test(name));
    if (tables.length === 0) return true;
    // A short busy wait: FerretDB holds SQLite's single write lock while it writes.
    const statements = tables.map((table) => `CREATE INDEX IF NOT EXISTS "${table}__id_lookup" ON "${table}" (_ferretdb_sjson->'$._id');`);
    await run(sqlite3, ['-cmd', '.timeout 2000', path, ...statements]);
    return true;
  } catch {
    return false;
  }
}

function lastWrite(path: string): number {
  return Math.max(...[path, `${path}-wal`].map((file) => statSafe(file)));
}

function statSafe(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
