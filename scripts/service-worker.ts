// A build step, after the prerender and before the compressed copies: builds the site's one service worker
// (src/sw/serviceWorker.ts) into dist/sw.js and writes into it the list of files it precaches (Workbox's
// `self.__WB_MANIFEST`): the two HTML pages the site starts from, the web app manifest and icon, and every file of the
// site's own build (scripts, styles, woff2 fonts, images; read from Vite's manifest, so the console's files stay out;
// not the Quran's 114 chapters nor the older woff fonts, which the worker keeps only once a page has read them). A
// hashed file's name is its revision; the others get a hash of their content, so a new build changes the list, the
// worker's bytes change with it, and browsers install it as an update.
//
// (workbox-build would do the listing, but brings Babel and Rollup with it; the site's build already has Vite.)
//
//   npx tsx scripts/service-worker.ts [dist]
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { pushRouteTable } from '../src/app/push/pushRouteTable.ts';

type ManifestChunk = { file: string; css?: string[]; assets?: string[] };
export type PrecacheEntry = { url: string; revision: string | null };

const root = path.resolve(import.meta.dirname, '..');
/** Files beside the build that every page reads (from public/ and the prerender). */
const SHELL_FILES = ['index.html', 'app.html', 'manifest.webmanifest', 'favicon.svg', 'icon-maskable.svg'];
const PLACEHOLDER = 'self.__WB_MANIFEST';
/** Build files left to the worker's runtime cache: read on demand only (a recitation's chapter; woff for old browsers). */
const NOT_PRECACHED = /\.(?:json|woff)$/;

/** The files the worker precaches, with their revisions. */
export function precacheEntries(dist: string): PrecacheEntry[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const hashed = new Set<string>();
  for (const chunk of Object.values(manifest)) for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) hashed.add(file);
  const revisionOf = (file: string) => createHash('sha256').update(readFileSync(path.join(dist, file))).digest('hex').slice(0, 16);
  const shell = SHELL_FILES.filter((file) => existsSync(path.join(dist, file))).map((file) => ({ url: `/${file}`, revision: revisionOf(file) }));
  const assets = [...hashed]
    .filter((file) => !NOT_PRECACHED.test(file) && existsSync(path.join(dist, file)))
    .sort()
    .map((file) => ({ url: `/${file}`, revision: null }));
  return [...shell, ...assets];
}

export async function buildServiceWorker(dist: string): Promise<{ entries: number; bytes: number }> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // Workbox prints its development logs unless it is told it runs in production.
    // The push routing's table of paths (src/sw/pushRoutes.ts): the worker spells no path of its own.
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), __PUSH_ROUTES__: JSON.stringify(pushRouteTable()) },
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      lib: { entry: path.join(root, 'src/sw/serviceWorker.ts'), formats: ['iife'], name: 'siteWorker', fileName: () => 'sw.js' },
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  });
  const file = path.join(dist, 'sw.js');
  const code = readFileSync(file, 'utf8');
  if (!code.includes(PLACEHOLDER)) throw new Error(`${file} has no ${PLACEHOLDER} to fill`);
  const entries = precacheEntries(dist);
  const filled = code.replace(PLACEHOLDER, JSON.stringify(entries));
  writeFileSync(file, filled);
  return { entries: entries.length, bytes: Buffer.byteLength(filled) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = path.resolve(root, process.argv[2] ?? process.env.DIST_DIR ?? 'dist');
  const { entries, bytes } = await buildServiceWorker(dist);
  console.log(`service worker: ${path.relative(root, path.join(dist, 'sw.js'))}, ${(bytes / 1024).toFixed(1)} KB, precaching ${entries} files`);
}
