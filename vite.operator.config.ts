// The operator console (src/operator, served at /operator by the reference server): a build of its own into the same
// DIST_DIR, after the site's. Building it apart leaves the public site's chunks, manifest and bench:bundle figures
// exactly as they are (a second input in vite.config.ts would share the site's vendor and boot groups).
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  // The console speaks Arabic and English too: react-aria's words in other languages stay out (see vite.config.ts).
  plugins: [optimizeLocales.vite({ locales: ['ar', 'en'] }), react(), vanillaExtractPlugin()],
  server: {
    port: 5174,
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    // The site was built into it first: keep it.
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: false,
    rolldownOptions: {
      input: { operator: fileURLToPath(new URL('./operator.html', import.meta.url)) },
      checks: { bundlerTimings: false },
      output: {
        entryFileNames: 'assets/operator/[name]-[hash].js',
        chunkFileNames: 'assets/operator/[name]-[hash].js',
        assetFileNames: 'assets/operator/[name]-[hash][extname]',
        // The libraries apart from the console's own code (React in a file of its own): each file under Vite's 500 kB
        // warning, and a new console release leaves the libraries' files cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // react-aria and its date code: the console's controls, date pickers and calendars.
            { name: 'aria', test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules/, priority: 1 },
          ],
        },
      },
    },
  },
});
