import { type MessagePort, workerData } from 'node:worker_threads';
import { isSvgDocument, loadSanitiser, sanitiseSvg } from './svg-sanitiser';
import { svgShapeProblem } from './svg-shape';

export interface SvgTask {
  upload: Uint8Array;
  /** Told once the thread is ready and about to parse: the pool's time limit starts then. */
  started: MessagePort;
}

/** Set by the pool's options; `startDelayMs` is a test seam standing for a slow thread start. */
export interface SvgWorkerData {
  startDelayMs: number;
}

/**
 * Runs in a worker thread of the SVG pool (svg-pool.ts), never on the api's event loop: the structure
 * check (one bounded pass, before jsdom is even loaded), then the XML parse and DOMPurify. Answers the
 * sanitised document, or null for a refused one.
 */
export function inspectSvgTask({ upload, started }: SvgTask): Uint8Array | null {
  const bytes = Buffer.from(upload.buffer, upload.byteOffset, upload.byteLength);
  if (svgShapeProblem(bytes.toString('utf8'))) return null;
  loadSanitiser();
  const { startDelayMs } = workerData as SvgWorkerData;
  if (startDelayMs > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, startDelayMs);
  started.postMessage('started');
  if (!isSvgDocument(bytes)) return null;
  return sanitiseSvg(bytes);
}
