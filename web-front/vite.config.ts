/// <reference types="vitest/config" />
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Marks the links of lazy chunks fetched with the first script (bench/front/front.bench.ts counts them apart). */
const LAZY_PRELOAD_ATTRIBUTE = 'data-lazy-chunk';

/**
 * Lazy chunks the first screen waits for (the drag and drop, docs/decisions/front-lazy-parts.md):
 * `index.html` names them in `<link rel="modulepreload">` (their styles in a style preload), so a phone
 * fetches them beside the first script instead of once that script has arrived and run its `import()`,
 * a slow-4G round trip later. They still run only when imported.
 */
function preloadLazyChunks(sources: string[]): Plugin {
  return {
    name: 'preload-lazy-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const tags: HtmlTagDescriptor[] = [];
        const named = new Set<string>();
        const link = (fileName: string, attrs: HtmlTagDescriptor['attrs']) => {
          if (named.has(fileName) || html.includes(`/${fileName}"`)) return;
          named.add(fileName);
          tags.push({ tag: 'link', attrs: { ...attrs, crossorigin: true, href: `/${fileName}`, [LAZY_PRELOAD_ATTRIBUTE]: true }, injectTo: 'head' });
        };
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const visited = new Set<string>();
        const withImports = (fileName: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          if (!chunk || visited.has(fileName)) return;
          visited.add(fileName);
          link(chunk.fileName, { rel: 'modulepreload' });
          for (const css of chunk.viteMetadata?.importedCss ?? []) link(css, { rel: 'preload', as: 'style' });
          for (const imported of chunk.imports) withImports(imported);
        };
        for (const source of sources) {
          const chunk = chunks.find((candidate) => candidate.isDynamicEntry && candidate.facadeModuleId === fromHere(source));
          if (!chunk) throw new Error(`preload-lazy-chunks: no lazy chunk for ${source}`);
          withImports(chunk.fileName);
        }
        return tags;
      },
    },
  };
}

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
  plugins: [react(), preloadLazyChunks(['./src/features/bookmarks/dnd-parts.ts']), precompressAssets()],
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
