import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// Builds swap two dependencies' entry points; dev and tests keep the packages' own.
// - React Router's package exports only its development build, warnings and all (remix-run/react-router#12532,
//   #14102); the production build it ships beside it is what the built site runs.
// - @xstate/react imports useSyncExternalStore through `use-sync-external-store/shim`, whose fallback for React
//   before 18 is dead code under React 19. The package's own non-shim entries use React's hook directly: the same
//   behaviour, 0.3 KB less gzip on every page's first load (issue 7's budget). (In dev, the plain entry's
//   development build would warn at every run that it only re-exports React's hook.)
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const buildEntryPoints: Plugin = {
  name: 'build-entry-points',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
        { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
        { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
        { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      ],
    },
  }),
};

// The two files every page runs first (the libraries, then our entry) run almost whole as the page starts. V8
// compiles a function when it is first called, on the main thread, inside whatever task calls it: on a phone that
// added tens of milliseconds to the tasks that hydrate the page (Lighthouse TBT, issue 7). This comment, first in a
// file, asks Chromium (136+) to compile all of the file's functions as the file streams in, off the main thread;
// other browsers read a comment. Added last: the minifier would drop it, and Vite puts its preload map at the top
// of the entry after every output option has run. (The files keep their hashed names: the comment changes nothing
// they do.)
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileHints: Plugin = {
  name: 'compile-hints',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && (chunk.isEntry || chunk.name === 'vendor')) chunk.code = COMPILE_HINT + chunk.code;
      }
    },
  },
};

// react-toastify's stylesheet declares its forty-odd custom properties on `:root`. It arrives with the toast host,
// after the page is drawn, and a sheet that changes `:root` makes the browser restyle every element of the page
// (one task of 28 ms on our 2-core machine, about four times that on Lighthouse's phone; issue 7). The properties are read only inside the toasts, so they are
// declared on the toasts' own wrapper (`section.Toastify`) instead, and the sheet restyles only that.
const scopeToastifyVariables = {
  postcssPlugin: 'scope-toastify-variables',
  Rule(rule: { selector: string; source?: { input: { file?: string } } }) {
    if (rule.selector === ':root' && /react-toastify[\\/]dist[\\/]ReactToastify\.css$/.test(rule.source?.input.file ?? '')) rule.selector = '.Toastify';
  },
};

// react-aria ships its controls' own words (a calendar's "Next month", a combo box's "Show suggestions") in some forty
// languages, and every chunk with a calendar, a date field or a list carried them all: 6-10 KB gzip on the booking and
// sign-up pages. The site speaks Arabic and English, so Adobe's plugin leaves the others out.
const siteLocales = optimizeLocales.vite({ locales: ['ar', 'en'] });

// The dev server proxies the API to the reference server (`npm run dev:server`), so the
// default same-origin base URL `/api/v1` works in development as it does in production.
export default defineConfig({
  plugins: [siteLocales, react(), vanillaExtractPlugin(), buildEntryPoints, compileHints],
  css: { postcss: { plugins: [scopeToastifyVariables] } },
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
    // DIST_DIR: another output directory (parallel builds on one machine); the server reads the same variable.
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Read by scripts/bundle-size.ts to weigh each route's initial JavaScript.
    manifest: true,
    // Every browser the es2022 target runs in preloads module scripts itself: the polyfill's bytes left the first load.
    modulePreload: { polyfill: false },
    // What every page runs first is two files (libraries, then our code) instead of some forty
    // small ones: each file compresses on its own, so the many pieces cost ~12 KB gzip more.
    rolldownOptions: {
      // Rolldown warns when plugins take most of a build over 3 s, which on a busy machine is every build: vanilla-extract
      // compiles each .css.ts by design. The warning is no fault a newcomer can act on, so it stays off.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/ },
            { name: 'boot', tags: ['$initial'], test: (id: string) => !id.endsWith('/src/app/main.tsx') },
          ],
        },
      },
    },
  },
});
