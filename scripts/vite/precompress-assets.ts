import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** What the plugin reads of Vite's bundle (typed here: `vite` is installed in each UI's workspace, not beside this file). */
type BundleOutput = { type: 'chunk'; fileName: string; code: string } | { type: 'asset'; fileName: string; source: string | Uint8Array };

/** Assets under this size are left alone: the api sends them as they are (compression-threshold.ts). */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<asset>.br` beside each script and style sheet of both UIs' builds, at brotli's highest quality
 * (too slow to run per request): the api sends it to browsers that accept brotli
 * (src/platform/http/precompressed-assets.ts), ~13 % fewer bytes than its on-the-fly brotli for the first
 * script a phone waits for.
 */
export function precompressAssets(outDir: string) {
  return {
    name: 'precompress-assets',
    apply: 'build' as const,
    writeBundle(options: { dir?: string }, bundle: Record<string, BundleOutput>) {
      for (const output of Object.values(bundle)) {
        const bytes = output.type === 'chunk' ? Buffer.from(output.code) : Buffer.from(output.source);
        if (!/\.(js|css)$/.test(output.fileName) || bytes.length < PRECOMPRESS_MIN_BYTES) continue;
        const compressed = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        writeFileSync(join(options.dir ?? outDir, `${output.fileName}.br`), compressed);
      }
    },
  };
}
