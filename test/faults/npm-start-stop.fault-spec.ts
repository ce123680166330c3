import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../src/devstack/free-port';

/** Every live descendant of `root` (children, their children…), read from /proc. */
function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (command) state ppid …"; the command may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] !== 'Z') parentOf.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended while being read.
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parentOf) {
      if (parent !== pid) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Issue 32, section 6: a supervisor that signals npm (not the script under it) still ends the whole product. */
describe('faults: npm start stopped through npm', () => {
  it('SIGTERM to the npm process of `npm start`: every process under it (dev stack, Redis, database, worker, api) ends within 10 s', async () => {
    const runDir = mkdtempSync(join(tmpdir(), 'portal-npm-start-'));
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      env: { ...process.env, PORT: String(port), START_SKIP_BUILD: '1', START_RUN_DIR: join(runDir, 'dev'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let tree: number[] = [];
    for (const stream of [npm.stdout, npm.stderr]) stream.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-50_000)));
    try {
      const started = Date.now();
      while (!output.includes('Tool portal is running') && Date.now() - started < 240_000 && npm.exitCode === null) await new Promise((r) => setTimeout(r, 500));
      expect(output).toContain('Tool portal is running');
      // Stopped once it serves (a stop in the middle of its start is bounded by the same deadlines).
      while (Date.now() - started < 240_000 && (await fetch(`http://127.0.0.1:${port}/api/health/ready`).then((res) => res.status, () => 0)) !== 200) await new Promise((r) => setTimeout(r, 500));
      tree = descendants(npm.pid!);
      // npm, its shell or start.sh, the dev stack and its servers, the worker, the cluster and its api processes.
      expect(tree.length).toBeGreaterThanOrEqual(6);

      const signalled = Date.now();
      process.kill(npm.pid!, 'SIGTERM');
      while (tree.some(alive) && Date.now() - signalled < 15_000) await new Promise((r) => setTimeout(r, 200));
      const left = tree.filter(alive);
      console.log(`npm start: ${tree.length} processes under npm; ${left.length} left ${((Date.now() - signalled) / 1000).toFixed(1)} s after SIGTERM to npm`);
      expect(left).toEqual([]);
      expect(Date.now() - signalled).toBeLessThan(10_000);
    } finally {
      for (const pid of [npm.pid!, ...tree, ...descendants(npm.pid!)]) if (alive(pid)) process.kill(pid, 'SIGKILL');
      rmSync(runDir, { recursive: true, force: true });
    }
  });
});
