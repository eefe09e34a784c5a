import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

// The dev server proxies the API to the reference server (`npm run dev:server`), so the
// default same-origin base URL `/api/v1` works in development as it does in production.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Pre-bundled once up front, so story and app test runs never re-optimise mid-run (which
  // fails a run with "Failed to fetch dynamically imported module"). The scanner cannot see
  // recipes' runtime: vanilla-extract's plugin adds that import when it compiles a .css.ts.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      'react',
      'react-dom/client',
      'react-aria',
      'react-aria-components',
      '@internationalized/date',
      'embla-carousel-react',
      'react-toastify/unstyled',
      'xstate',
      '@xstate/react',
      'i18next',
      'react-i18next',
      'react-router-dom',
      'openapi-fetch',
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Read by scripts/bundle-size.ts to weigh each route's initial JavaScript.
    manifest: true,
  },
});
