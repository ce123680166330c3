import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import { Piscina } from 'piscina';
import { ERROR_CODES } from '../../contracts';
import { DomainError } from '../../platform/http/domain.error';
import type { SvgTask, SvgWorkerData, inspectSvgTask } from './svg-worker';

/**
 * Whatever an SVG holds, its parse and sanitising may take at most `timeMs` and `heapMb`: past either,
 * its worker thread is ended and the file refused. Far above a real logo (a few ms). `timeMs` counts from
 * the moment the worker starts on the document: the wait in the queue and a thread's start (loading
 * jsdom, seconds on a busy machine) are not the document's doing, and are bounded apart by `startMs`.
 */
export const SVG_TASK_LIMITS = { timeMs: 5_000, startMs: 60_000, heapMb: 128 } as const;

export interface SvgInspectorOptions {
  timeMs: number;
  startMs: number;
  /** Test seam: each thread waits this long before it starts on a document, as a slow start would. */
  startDelayMs?: number;
}

export interface SvgInspector {
  /** The sanitised bytes, or null for a refused document (a broken rule, or an exhausted limit). */
  inspect(upload: Buffer): Promise<Buffer | null>;
  close(): Promise<void>;
}

const logger = new Logger('SvgPool');

/**
 * Parses and sanitises SVGs in worker threads (piscina), so that no document, however deep or large,
 * holds the api's event loop. Threads start at the first SVG and end when idle; an idle pool keeps no
 * process alive. A full queue of SVGs being checked answers 503, and so does a thread that has not
 * started on the document within `startMs`.
 */
export function createSvgInspector(options: SvgInspectorOptions = SVG_TASK_LIMITS): SvgInspector {
  let pool: Piscina | undefined;
  return {
    inspect(upload) {
      pool ??= new Piscina({
        filename: workerFile(),
        name: 'inspectSvgTask',
        minThreads: 0,
        maxThreads: 2,
        idleTimeout: 30_000,
        maxQueue: 16,
        resourceLimits: { maxOldGenerationSizeMb: SVG_TASK_LIMITS.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
        workerData: { startDelayMs: options.startDelayMs ?? 0 } satisfies SvgWorkerData,
      });
      return inspectOn(pool, upload, options);
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}

const inspector = createSvgInspector();

export function inspectSvgOffThread(upload: Buffer): Promise<Buffer | null> {
  return inspector.inspect(upload);
}

/**
 * Runs one document on the pool. The worker says on `started` when it begins the document's own work:
 * the `timeMs` limit starts then; until then only `startMs` (queue and thread start) runs.
 */
async function inspectOn(pool: Piscina, upload: Buffer, limits: SvgInspectorOptions): Promise<Buffer | null> {
  const { port1: started, port2: startedInWorker } = new MessageChannel();
  const abort = new AbortController();
  let expired: 'start' | 'check' | undefined;
  let timer = setTimeout(() => {
    expired = 'start';
    abort.abort();
  }, limits.startMs);
  started.once('message', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      expired = 'check';
      abort.abort();
    }, limits.timeMs);
  });
  try {
    const task: SvgTask = { upload, started: startedInWorker };
    const sanitised: ReturnType<typeof inspectSvgTask> = await pool.run(task, { transferList: [startedInWorker], signal: abort.signal });
    return sanitised ? Buffer.from(sanitised.buffer, sanitised.byteOffset, sanitised.byteLength) : null;
  } catch (error) {
    if (expired === 'start' || (error instanceof Error && /queue is at limit/i.test(error.message))) {
      throw new DomainError(ERROR_CODES.serviceUnavailable, 'The image check is busy at this moment: please try again in a few seconds.', 503);
    }
    if (expired === 'check' || isLimitReached(error)) {
      logger.warn(`SVG refused: ${expired === 'check' ? `its check took over ${limits.timeMs} ms` : (error as Error).message}`);
      return null;
    }
    throw error;
  } finally {
    clearTimeout(timer);
    started.close();
  }
}

/** A document that exhausted its memory or stack (its thread is then ended). */
function isLimitReached(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') return false;
  return code === 'ERR_WORKER_OUT_OF_MEMORY' || error instanceof RangeError;
}

/**
 * The worker's compiled file. Under ts-jest the sources run as TypeScript, which a worker thread cannot
 * load: the tests then use the build's copy (`npx nest build` runs before them).
 */
function workerFile(): string {
  const beside = join(__dirname, 'svg-worker.js');
  if (existsSync(beside)) return beside;
  const root = resolve(__dirname, '../../..');
  return join(root, 'dist', relative(join(root, 'src'), __dirname), 'svg-worker.js');
}
