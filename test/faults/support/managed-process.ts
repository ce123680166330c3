import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, WriteStream } from 'node:fs';
import { join } from 'node:path';
import { within } from '../../../src/platform/lifecycle/within';
import { phase } from './phase-timing';

/** Every process started here, so none outlives the test run (jest stopped, a test timed out). */
const living = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of living) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/**
 * One real server process that a fault test can kill (SIGKILL, no chance to clean up), stop
 * (SIGTERM, bounded) and start again with the same command, port and data. Its output is appended
 * to `<logDir>/<name>.log` across restarts, so a failing test can be read afterwards.
 */
export class ManagedProcess {
  private child?: ChildProcess;
  private exited?: Promise<void>;
  /** Resolves once the process exited and its output streams are drained ('close' comes after 'exit'). */
  private drained?: Promise<void>;
  private log?: WriteStream;
  /** What the current run printed (stdout and stderr), to wait for a log line. */
  output = '';

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: () => string[],
    private readonly env: () => NodeJS.ProcessEnv,
    private readonly logDir: string,
    /** Resolves once the process serves (a port accepts, an endpoint answers); rejects after its own bound. */
    private readonly ready: () => Promise<void>,
  ) {}

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process and, unless told not to, waits until it is ready. */
  async start(options: { wait?: boolean } = {}): Promise<void> {
    if (this.running) throw new Error(`${this.name} is already running`);
    mkdirSync(this.logDir, { recursive: true });
    this.log ??= createWriteStream(join(this.logDir, `${this.name}.log`), { flags: 'a' });
    this.log.write(`\n=== start ${new Date().toISOString()}\n`);
    const child = spawn(this.command, this.args(), { env: { ...process.env, ...this.env() }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream?.pipe(this.log, { end: false });
      stream?.on('data', (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-200_000)));
    }
    this.child = child;
    living.add(child);
    child.once('exit', () => living.delete(child));
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    this.drained = new Promise((resolve) => child.once('close', () => resolve()));
    if (options.wait !== false) await phase(`${this.name} start`, this.ready);
  }

  /** Whether the current run exits within `timeoutMs` (true at once if it is not running). */
  async exitsWithin(timeoutMs: number): Promise<boolean> {
    return !this.running || (await within(this.exited!, timeoutMs)).done;
  }

  /** SIGKILL: the process dies at once, mid-write if it was writing. Resolves once it is gone. */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, then SIGKILL after `graceMs`. Resolves with how long the process took to exit. */
  /** SIGSTOP: the process keeps its sockets open and answers nothing (a hung dependency), until `thaw`. */
  freeze(): void {
    this.child!.kill('SIGSTOP');
  }

  thaw(): void {
    this.child!.kill('SIGCONT');
  }

  async stop(graceMs = 10_000): Promise<number> {
    if (!this.running) return 0;
    const started = Date.now();
    this.child!.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
    return Date.now() - started;
  }

  /** Waits until the current run printed a line matching `pattern`. */
  async waitForOutput(pattern: RegExp, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.output)) {
      if (!this.running) {
        // Its last words (why it exited) may still be in the pipe.
        await within(this.drained!, 2_000);
        throw new Error(`${this.name} exited (${this.child?.exitCode ?? this.child?.signalCode}) before printing ${pattern}: ${this.output.slice(-2000)}`);
      }
      if (Date.now() > deadline) throw new Error(`${this.name} did not print ${pattern} within ${timeoutMs} ms: ${this.output.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async restart(): Promise<void> {
    await this.kill();
    await this.start();
  }

  closeLog() {
    this.log?.end();
    this.log = undefined;
  }
}
