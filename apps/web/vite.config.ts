import { defaultClientConditions, defineConfig } from 'vite';
import type { ProxyOptions } from 'vite';

/** Everything the API server (apps/server) answers; the dev server forwards it to port 8080. */
const API_SERVER = 'http://127.0.0.1:8080';
const PROXIED_PREFIXES = ['/api', '/dc', '/navy', '/opinionOA', '/indymedia', '/config.json'];

const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  PROXIED_PREFIXES.map((prefix) => [prefix, { target: API_SERVER, changeOrigin: true }]),
);
proxy['/ws'] = { target: API_SERVER.replace(/^http/, 'ws'), ws: true, changeOrigin: true };

export default defineConfig({
  root: import.meta.dirname,
  // `source` makes @guanlan/shared compile from its TypeScript source instead of a built dist.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Vite 8 transforms TSX with oxc; no React plugin is needed for the automatic runtime.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      onwarn(warning, defaultHandler) {
        // antd marks its modules "use client" for React Server Components; a SPA ignores it.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') {
          return;
        }
        defaultHandler(warning);
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
});
