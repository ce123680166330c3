/// <reference types="vitest/config" />
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Assets under this size are left alone: the api sends them as they are (compression-threshold.ts). */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<asset>.br` beside each script and style sheet, at brotli's highest quality (too slow to run
 * per request): the api sends it to browsers that accept brotli (src/platform/http/precompressed-assets.ts),
 * ~13 % fewer bytes than its on-the-fly brotli for the first script a phone waits for.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        const bytes = output.type === 'chunk' ? Buffer.from(output.code) : Buffer.from(output.source);
        if (!/\.(js|css)$/.test(output.fileName) || bytes.length < PRECOMPRESS_MIN_BYTES) continue;
        const compressed = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        writeFileSync(join(options.dir ?? fromHere('./dist'), `${output.fileName}.br`), compressed);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompressAssets()],
  resolve: {
    alias: {
      '@/': fromHere('./src/'),
      // The contracts are shared with the server: import them where they live, never copy them.
      // `@contracts` is the zod-free barrel; `@contracts/<module>` one module (the tool form's zod schema).
      '@contracts': fromHere('../src/contracts'),
    },
  },
  server: {
    // In development the api runs on its own port; in production it serves this app itself.
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The first script in one file: every module main.tsx imports statically, the shared ones too
      // (by default those go in chunks of their own, each a request the phone makes before its first
      // paint: docs/decisions/front-lazy-parts.md). Lazy chunks import what they share from it.
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
  test: {
    // Two cores shared with builds and servers in CI: a form test can take several seconds there.
    testTimeout: 30_000,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
