/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from '../scripts/vite/precompress-assets';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), precompressAssets(fromHere('./dist'))],
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
