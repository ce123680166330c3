import { isSvgDocument, sanitiseSvg } from './svg-sanitiser';
import { svgShapeProblem } from './svg-shape';

/**
 * Runs in a worker thread of the SVG pool (svg-pool.ts), never on the api's event loop: the structure
 * check, then the XML parse and DOMPurify. Answers the sanitised document, or null for a refused one.
 */
export function inspectSvgTask(upload: Uint8Array): Uint8Array | null {
  const bytes = Buffer.from(upload.buffer, upload.byteOffset, upload.byteLength);
  if (svgShapeProblem(bytes.toString('utf8'))) return null;
  if (!isSvgDocument(bytes)) return null;
  return sanitiseSvg(bytes);
}
