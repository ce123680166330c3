/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The shared rules live in the server's tree; both UIs import them instead of copying them.
const contracts = fileURLToPath(new URL('../src/contracts', import.meta.url));

export default defineConfig({
  // Served by the API server under /admin/ in production, next to the employee front at /.
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@contracts': contracts } },
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets the size report (and the server) tell the initial chunks from the lazy ones.
    manifest: true,
    // react-admin and MUI make one ~900 KB entry chunk (under 300 KB gzip); pages are split off.
    chunkSizeWarningLimit: 1000,
  },
  test: {
    // Two cores shared with builds and servers in CI: a form test can take several seconds there.
    testTimeout: 30_000,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
