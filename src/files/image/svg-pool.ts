import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { Piscina } from 'piscina';
import { ERROR_CODES } from '../../contracts';
import { DomainError } from '../../platform/http/domain.error';
import type { inspectSvgTask } from './svg-worker';

/**
 * Whatever an SVG holds, its parse and sanitising may take at most this long and this much memory:
 * past either, its worker thread is ended and the file refused. Far above a real logo (a few ms).
 */
const SVG_TASK_LIMITS = { timeMs: 5_000, heapMb: 128 } as const;

let pool: Piscina | undefined;
const logger = new Logger('SvgPool');

/**
 * Parses and sanitises an SVG in a worker thread (piscina), so that no document, however deep or
 * large, holds the api's event loop. Threads start at the first SVG and end when idle; an idle pool
 * keeps no process alive. Answers the sanitised bytes, or null for a refused document (a broken rule,
 * or an exhausted limit); a full queue of SVGs being checked answers 503.
 */
export async function inspectSvgOffThread(upload: Buffer): Promise<Buffer | null> {
  pool ??= new Piscina({
    filename: workerFile(),
    name: 'inspectSvgTask',
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 30_000,
    maxQueue: 16,
    resourceLimits: { maxOldGenerationSizeMb: SVG_TASK_LIMITS.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
  try {
    const sanitised: ReturnType<typeof inspectSvgTask> = await pool.run(upload, { signal: AbortSignal.timeout(SVG_TASK_LIMITS.timeMs) });
    return sanitised ? Buffer.from(sanitised.buffer, sanitised.byteOffset, sanitised.byteLength) : null;
  } catch (error) {
    if (error instanceof Error && /queue is at limit/i.test(error.message)) {
      throw new DomainError(ERROR_CODES.serviceUnavailable, 'Too many images are being checked at this moment: please try again in a few seconds.', 503);
    }
    if (isLimitReached(error)) {
      logger.warn(`SVG refused: ${(error as Error).message}`);
      return null;
    }
    throw error;
  }
}

/** A document that exhausted its time, memory or stack (its thread is then ended). */
function isLimitReached(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') return false;
  return error.name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY' || error instanceof RangeError;
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
