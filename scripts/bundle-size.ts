// Prints the home route's initial JavaScript, gzipped, against the 170 KB budget (issue 7):
// the entry and its static imports, the home page chunk and its static imports, and the
// dictionaries the default language (Arabic) loads at start (startupNamespaces). Chunks loaded on demand (carousel,
// dialogs, toasts, firebase, other routes) are listed apart and do not count.
//
//   npm run bench:bundle            # builds first when dist/ has no manifest
//   npm run bench:bundle -- --build # always build first
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startupNamespaces } from '../src/app/i18n/namespaces';
import { HOME_ROUTE, HOME_SECTIONS } from './homeChunks';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const BUDGET_KB = 170;

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

if (process.argv.includes('--build') || !existsSync(manifestPath)) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
if (!entry) throw new Error('the vite manifest has no entry');
if (!manifest[HOME_ROUTE]) throw new Error(`the vite manifest has no ${HOME_ROUTE}`);
const dictionaries = startupNamespaces.map((namespace) => `src/app/i18n/locales/ar/${namespace}.json`);

const initial = closure([entry, HOME_ROUTE, ...dictionaries]);
const rows = [...initial]
  .map((key) => ({ file: manifest[key]!.file, kb: gzipKb(manifest[key]!.file) }))
  .sort((a, b) => b.kb - a.kb);
const total = rows.reduce((sum, row) => sum + row.kb, 0);

// What the home page fetches only when used.
const onDemand = new Set<string>();
for (const key of initial) for (const dynamic of manifest[key]!.dynamicImports ?? []) if (!initial.has(dynamic)) onDemand.add(dynamic);
const lazyRows = [...onDemand]
  .filter((key) => /design-system|firebase|toastify|embla/.test(key) || /Carousel|Modal|Toast|Drawer|Dialog/.test(key))
  .map((key) => ({ name: key, kb: [...closure([key])].filter((k) => !initial.has(k)).reduce((sum, k) => sum + gzipKb(manifest[k]!.file), 0) }));

const fmt = (kb: number) => `${kb.toFixed(1).padStart(7)} KB`;
console.log(`Home route (/) initial JavaScript, gzip -9, Arabic dictionaries:`);
for (const row of rows) console.log(`${fmt(row.kb)}  ${row.file}`);
console.log(`${'-'.repeat(11)}\n${fmt(total)}  total in ${rows.length} files; budget ${BUDGET_KB} KB: ${total <= BUDGET_KB ? 'within' : 'OVER'} (${(BUDGET_KB - total).toFixed(1)} KB to spare)`);
// The sections below the hero: their chunk is fetched with the page's scripts (scripts/prerender.ts)
// but runs only once the page is drawn and hydrated, so it is shown apart, not hidden.
if (manifest[HOME_SECTIONS]) {
  const kb = [...closure([HOME_SECTIONS])].filter((key) => !initial.has(key)).reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);
  console.log(`\nHome sections below the hero, fetched with the page, run after hydration (not counted):\n${fmt(kb)}  ${HOME_SECTIONS} and its imports`);
}
if (lazyRows.length > 0) {
  console.log(`\nLoaded on demand (not counted):`);
  for (const row of lazyRows) console.log(`${fmt(row.kb)}  ${row.name}`);
}

// Each route's own JavaScript: its page chunk and what it imports statically, beyond what the home page already
// loaded (the initial set and the sections below the hero). Budgets from the track and results issues.
const ROUTE_BUDGETS_KB: Partial<Record<string, number>> = {
  preQuestions: 25, questions: 25,
  recording: 40, recordingRecord: 40, fatihah: 40, fatihahRecord: 40,
  preSaving: 40, saving: 40, preSavingNabaa: 40, savingNabaa: 40,
  successSend: 40, failureSend: 40, congratulations: 40, successSendNabaa: 40, failureSendNabaa: 40, congratulationsNabaa: 40,
  candidates: 40, winnersTrack: 40, winnersArchive: 40, archives: 40, certificates: 40, certificatesAll: 40, draw: 40, certificateVerify: 40,
  winnerProfile: 40, winnerCompetition: 40, winnerCertificates: 40,
};
// The other pages' loaders (src/app/routes/pages.ts): fetched when the browser is idle after the home page.
const OTHER_PAGES = 'src/app/routes/otherPages.ts';
const otherPagesLoaded = manifest[OTHER_PAGES] ? [...closure([OTHER_PAGES])].filter((key) => !initial.has(key)) : [];
if (otherPagesLoaded.length > 0) {
  const kb = otherPagesLoaded.reduce((sum, key) => sum + gzipKb(manifest[key]!.file), 0);
  console.log(`\nThe other pages' loaders, fetched when idle after the home page (not counted):\n${fmt(kb)}  ${OTHER_PAGES}`);
}
const homeLoaded = new Set([...initial, ...(manifest[HOME_SECTIONS] ? closure([HOME_SECTIONS]) : []), ...otherPagesLoaded]);
const pagesSource = readFileSync(path.join(root, 'src/app/routes/otherPages.ts'), 'utf8');
const routeRows = [...pagesSource.matchAll(/^\s+(\w+): \(\) => import\('\.\.\/(.+?)'\)/gm)].flatMap(([, id, file]) => {
  const key = Object.keys(manifest).find((k) => k.replace(/\.tsx?$/, '') === `src/app/${file}`);
  if (!key) return [];
  const kb = [...closure([key])].filter((k) => !homeLoaded.has(k)).reduce((sum, k) => sum + gzipKb(manifest[k]!.file), 0);
  return [{ id: id!, kb, budget: ROUTE_BUDGETS_KB[id!] }];
});
console.log(`\nEach route's own JavaScript beyond the home page's (gzip -9):`);
for (const row of routeRows) {
  const verdict = row.budget === undefined ? '' : `  budget ${row.budget} KB: ${row.kb <= row.budget ? 'within' : 'OVER'}`;
  console.log(`${fmt(row.kb)}  ${row.id}${verdict}`);
}
const overRoutes = routeRows.filter((row) => row.budget !== undefined && row.kb > row.budget);

const css = [...initial].flatMap((key) => manifest[key]!.css ?? []);
if (css.length > 0) console.log(`\nCSS on first paint: ${[...new Set(css)].reduce((sum, file) => sum + gzipKb(file), 0).toFixed(1)} KB gzip`);
console.log(overRoutes.length === 0 ? '\nEvery route within its budget.' : `\nOver budget: ${overRoutes.map((row) => row.id).join(', ')}`);
