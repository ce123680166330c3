import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { childEnvironment } from '../platform/config/tooling-config';
import { within } from '../platform/lifecycle/within';

const children: ChildProcess[] = [];

/** Starts a server binary with its output in a log file; it is stopped with the dev stack. */
export function startChild(name: string, command: string, args: string[], logDir: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(command, args, { env: childEnvironment(env), stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[devstack] ${name} exited (${code ?? signal}); see ${join(logDir, `${name}.log`)}`);
  });
  children.push(child);
  return child;
}

let stopping = false;
/** SIGTERM to every server; one still running after `graceMs` (a database busy writing) gets SIGKILL. */
export async function stopChildren(graceMs = 7_000): Promise<void> {
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise<void>((resolve) => child.once('exit', () => resolve())));
  for (const child of running) child.kill('SIGTERM');
  await within(Promise.all(exited), graceMs);
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
