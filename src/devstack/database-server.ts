import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { devstackConfig } from '../platform/config/tooling-config';
import { startChild } from './child-process';
import { freePort, waitForPort } from './free-port';
import { which } from './which';

/** Where scripts/install-ferretdb.sh puts the FerretDB binary (outside the repository, reused across clones). */
export function ferretdbBinary(): string {
  const toolsDir = devstackConfig().PORTAL_TOOLS_DIR ?? join(homedir(), '.cache', 'portal-tools');
  return join(toolsDir, 'bin', 'ferretdb-1.24-portal-2');
}

/** FerretDB 1.24 on SQLite files in `dbPath`, on loopback, telemetry off (the fault suite starts it the same way). */
export function ferretdbArgs(port: number, dbPath: string): string[] {
  return [
    '--handler=sqlite',
    `--sqlite-url=file:${dbPath}/`,
    `--listen-addr=127.0.0.1:${port}`,
    '--telemetry=disable',
    '--debug-addr=-',
    `--state-dir=${dbPath}`,
    '--log-level=warn',
  ];
}
export const FERRETDB_ENV = { DO_NOT_TRACK: '1', FERRETDB_TELEMETRY: 'disable' };

/**
 * A real MongoDB-wire database: MONGO_URL if given; else a mongod on PATH; else FerretDB 1.24 on
 * SQLite with telemetry off. Returns the server's base URL, without a database name.
 */
export async function startDatabase(dataDir: string, logDir: string): Promise<{ url: string; kind: string }> {
  const { MONGO_URL } = devstackConfig();
  if (MONGO_URL) return { url: MONGO_URL.replace(/\/[^/?]*(\?.*)?$/, ''), kind: 'external (MONGO_URL)' };
  const port = await freePort();
  const dbPath = join(dataDir, 'db');
  mkdirSync(dbPath, { recursive: true });
  const mongod = which('mongod');
  if (mongod) {
    startChild('mongod', mongod, ['--dbpath', dbPath, '--port', String(port), '--bind_ip', '127.0.0.1', '--quiet'], logDir);
    await waitForPort(port);
    return { url: `mongodb://127.0.0.1:${port}`, kind: 'mongod' };
  }
  const ferretdb = ferretdbBinary();
  if (!existsSync(ferretdb)) throw new Error(`No database: set MONGO_URL, put mongod on PATH, or run scripts/install-ferretdb.sh (expected ${ferretdb})`);
  startChild('ferretdb', ferretdb, ferretdbArgs(port, dbPath), logDir, FERRETDB_ENV);
  await waitForPort(port);
  return { url: `mongodb://127.0.0.1:${port}`, kind: 'FerretDB 1.24 (SQLite)' };
}
