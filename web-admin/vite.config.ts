/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from '../scripts/vite/precompress-assets';

// The shared rules live in the server's tree; both UIs import them instead of copying them.
const contracts = fileURLToPath(new URL('../src/contracts', import.meta.url));

/** The home (the tools list) and the edit popin it preloads: what a reload of /admin waits for after the app's code. */
const HOME_ROOTS = ['/src/resources/tools/ToolsHome.tsx', '/src/resources/tools/form/ToolEditPopin.tsx'];

/**
 * Notes, once the module graph is complete, every module the home reaches by static imports, for
 * the `tools-home` chunk below. Through the libraries' index modules this takes in a little code of
 * other pages too (they then load that chunk, as they loaded several of its parts before).
 */
function homeModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const home = new Set<string>();
  const plugin: Plugin = {
    name: 'admin-home-modules',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      home.clear();
      const visit = (id: string) => {
        if (home.has(id)) return;
        home.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      for (const root of HOME_ROOTS) {
        const id = ids.find((candidate) => candidate.endsWith(root));
        if (!id) this.error(`the home's module ${root} is not in the build`);
        visit(id);
      }
    },
  };
  return { plugin, has: (id) => home.has(id) };
}

const home = homeModules();

export default defineConfig({
  // Served by the API server under /admin/ in production, next to the employee front at /.
  base: '/admin/',
  plugins: [react(), home.plugin, precompressAssets(fileURLToPath(new URL('./dist', import.meta.url)))],
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
    // react-admin and MUI make one ~1 MB entry chunk (under 320 KB gzip); pages are split off.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        // Two files for a reload of the home instead of 56: the app's initial code is one chunk (it
        // was nine, loaded together), the home and its edit popin one lazy chunk (they were 46). On
        // two cores the browser's cache handed those 46 over in ~130 ms, the main thread idle meanwhile.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'tools-home', test: home.has, priority: 1 },
          ],
        },
      },
    },
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
