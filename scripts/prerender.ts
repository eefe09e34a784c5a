// After `vite build`: writes the home page's first frame into dist/index.html, in Arabic and in
// English, so a phone paints the page before any JavaScript has run (issue 7, Lighthouse FCP/LCP).
//
//   dist/index.html  `/`: the Arabic frame in #root, the English one in a <template>; a small inline
//                    script (allowed by its CSP hash, see server/http/securityHeaders.ts) shows the
//                    English frame when English is the saved language, before the first paint.
//   dist/app.html    every other path (the SPA fallback): the plain shell, so /login never flashes
//                    the home page.
//
// The frame is what the app renders before data arrives (header, hero, preloaders holding each
// section's space); main.tsx renders the live app over it once the first route is ready. Its
// styles are inlined and its fonts fetched first; its JavaScript starts after the first paint (bootScript).
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import type * as Prerender from '../src/app/prerender';
import { startupNamespaces } from '../src/app/i18n/namespaces';
import { intlLocaleOf } from '../src/domain/language';
import { HOME_ROUTE, HOME_SECTIONS } from './homeChunks';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// Inside node_modules so the bundle resolves react and friends from the project.
const outDir = path.join(root, 'node_modules/.cache', process.env.DIST_DIR ? `prerender-${path.basename(process.env.DIST_DIR)}` : 'prerender');

/**
 * The saved language's frame. In <head>, before the body is parsed, an English visitor's page is
 * marked and #root hidden: on a slow connection the browser paints what it has parsed so far, and
 * that would be the Arabic frame, replaced a moment later (a flash of the wrong language and a
 * layout shift). After the frames, the English one replaces the Arabic one and the page shows.
 * Their texts are hashed into the CSP.
 */
// A shared link's `?lang=ar|en` (the link previews' canonical addresses) is saved first, so that every script below and
// main.tsx read it as the saved language (domain/language.ts languageAskedIn).
const linkLanguageScript = "try{var q=/[?&]lang=(ar|en)(&|$)/.exec(location.search);if(q)localStorage.setItem('language',q[1])}catch(e){}";
const frameMarkScript = "try{if(localStorage.getItem('language')==='en')document.documentElement.setAttribute('data-frame','en')}catch(e){}";
const frameGuardStyle = 'html[data-frame="en"] #root{visibility:hidden}';
const languageSwitchScript =
  // A static host that answers every path with this page (the usual single-page rule, instead of app.html) sends it
  // for /login too: the home page's frame is then dropped before it is painted, and main.tsx renders the path anew
  // (hydrating the home page's markup under another route was React's error #418).
  "var h=document.documentElement,r=document.getElementById('root');try{if(location.pathname!=='/'){r.replaceChildren();r.removeAttribute('data-prerendered')}" +
  "else if(h.getAttribute('data-frame')==='en'){h.lang='en';h.dir='ltr';" +
  "r.replaceChildren(document.getElementById('prerendered-en').content.cloneNode(true))}}catch(e){}h.removeAttribute('data-frame')";

/**
 * Intl loads its data on first use, in one piece that cannot be split: the likely subtags
 * (react-aria's direction check), the list of locales with date formats (react-aria asks for it as
 * its bundle is evaluated), then the number formats the page's first render uses: 15-30 ms on this
 * machine, four times that on Lighthouse's phone. Done after the font requests have left and before
 * the first paint, it costs the paint a little; after it, where it was, it was one or two long
 * tasks on every load (Lighthouse TBT, issue 7). The locales are the page's (intlLocaleOf).
 */
const intlWarmUpScript =
  `(function(){try{var x=localStorage.getItem('language')==='en'?'${intlLocaleOf('en')}':'${intlLocaleOf('ar')}';` +
  'new Intl.Locale(x).maximize();Intl.DateTimeFormat.supportedLocalesOf([x]);new Intl.NumberFormat(x).format(1)}catch(e){}})()';


/** The faces the hero is drawn in, per language (their files carry a content hash). */
const heroFonts = {
  ar: [/^noto-naskh-arabic-arabic-400-normal-.*\.woff2$/, /^noto-naskh-arabic-arabic-700-normal-.*\.woff2$/],
  en: [/^inter-latin-wght-normal-.*\.woff2$/],
} as const;

/**
 * A script at the top of <head> that starts fetching the saved language's hero fonts at once, so
 * the first paint already uses them: text drawn in a fallback face and then swapped moved the hero
 * (a layout shift on every first visit). Hashed into the CSP like the other inline script.
 */
function fontPreloadScript(assets: string[]): string {
  const files = (language: keyof typeof heroFonts) =>
    heroFonts[language].map((pattern) => {
      const file = assets.find((name) => pattern.test(name));
      if (!file) throw new Error(`no font file in dist/assets matches ${pattern}`);
      return `/assets/${file}`;
    });
  return (
    `try{var f=${JSON.stringify({ ar: files('ar'), en: files('en') })}[localStorage.getItem('language')==='en'?'en':'ar'];` +
    "for(var i=0;i<f.length;i++){var l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=f[i];document.head.appendChild(l)}}catch(e){}"
  );
}

/**
 * The home route's styles, linked from the page itself: the frame needs the route's CSS to paint
 * as the app will. (Vite's loader finds these links and does not add them twice.) No module
 * preloads in the markup: before the first paint they only compete with it for a phone's bandwidth
 * (Lighthouse mobile FCP 3.3 s with them, 1.7 s without); bootScript adds them after it.
 */
function homeRouteStyles(manifest: Manifest): string {
  const inEntry = new Set(importOrder(manifest, entryKeyOf(manifest)));
  const styles = new Set<string>();
  // Then the sections' styles (6 KB), in the order Vite's loader would add them: adding four
  // stylesheets once the page is hydrated was a task of 12 ms here, four times that under Lighthouse.
  for (const key of [...importOrder(manifest, HOME_ROUTE), ...importOrder(manifest, HOME_SECTIONS)]) {
    if (inEntry.has(key)) continue;
    for (const css of manifest[key]!.css ?? []) styles.add(`<link rel="stylesheet" crossorigin href="/${css}">`);
  }
  return [...styles].join('');
}

function entryKeyOf(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.isEntry);
  if (!key || !manifest[HOME_ROUTE] || !manifest[HOME_SECTIONS]) throw new Error(`the vite manifest has no entry, no ${HOME_ROUTE} or no ${HOME_SECTIONS}`);
  return key;
}

/** A chunk's manifest key and those of everything it imports statically, each after what it imports. */
function importOrder(manifest: Manifest, key: string, into: string[] = []): string[] {
  if (into.includes(key) || !manifest[key]) return into;
  for (const imported of manifest[key].imports ?? []) importOrder(manifest, imported, into);
  into.push(key);
  return into;
}

/**
 * Replaces the entry's <script type="module"> of the home page. The frame is already drawn, so the
 * app's JavaScript waits for the first contentful paint, or a second at most (a phone's first
 * bytes go to the page, its styles and fonts, not to 170 KB of scripts), then comes all at once:
 * the entry, every chunk it imports, the home route's chunks, the saved language's startup
 * dictionaries and, last, the sections below the hero, fetched in parallel instead of each
 * discovered by the one before it. Their <link>s are added one per task. A hidden tab
 * (nothing to paint) and a page whose frame was dropped (another path, see languageSwitchScript) start at once. The entry's chunks then run one module script at a time,
 * each in a task of its own (the libraries, then the app), instead of one long evaluation.
 * Hashed into the CSP like the other inline scripts.
 */
function bootScript(manifest: Manifest): { entry: string; script: string } {
  const entryKey = entryKeyOf(manifest);
  const fileOf = (key: string) => manifest[key]!.file;
  const entry = fileOf(entryKey);
  const steps = importOrder(manifest, entryKey).map(fileOf);
  const shared = importOrder(manifest, HOME_ROUTE, importOrder(manifest, entryKey)).map(fileOf).filter((file) => file !== entry);
  // The sections' chunk and the dozen small ones it imports, which the page asks for once it is
  // hydrated: fetched with the rest, after it, instead of a <link> each in one task then.
  const sections = importOrder(manifest, HOME_SECTIONS).map(fileOf).filter((file) => file !== entry && !shared.includes(file));
  const dictionaries = (language: 'ar' | 'en') =>
    startupNamespaces.map((namespace) => {
      const chunk = manifest[`src/app/i18n/locales/${language}/${namespace}.json`];
      if (!chunk) throw new Error(`the vite manifest has no ${language}/${namespace} dictionary`);
      return chunk.file;
    });
  const script =
    `(function(){var d=document,go=0,f=${JSON.stringify(shared)},t=${JSON.stringify({ ar: dictionaries('ar'), en: dictionaries('en') })},en=0;` +
    `try{en=localStorage.getItem('language')==='en'}catch(e){}f=f.concat(t[en?'en':'ar'],${JSON.stringify(sections)});` +
    // Adding a <link> costs a millisecond or two here, but 4-5 ms under Lighthouse's DevTools (it records each
    // request's initiator): one per task, in priority order, so no task grows long.
    "function start(){if(go)return;go=1;(function add(i){if(i>=f.length)return;var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f[i];d.head.appendChild(l);" +
    "setTimeout(function(){add(i+1)},0)})(0);" +
    `var r=${JSON.stringify(steps)};(function run(i){if(i>=r.length)return;var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src='/'+r[i];` +
    "s.onload=s.onerror=function(){setTimeout(function(){run(i+1)},0)};d.head.appendChild(s)})(0)}" +
    "if(d.visibilityState==='hidden'||!d.getElementById('root').hasAttribute('data-prerendered'))start();else{setTimeout(start,1000);try{new PerformanceObserver(function(l){" +
    "if(l.getEntriesByName('first-contentful-paint').length)setTimeout(start,0)}).observe({type:'paint',buffered:true})}catch(e){start()}}})()";
  return { entry, script };
}

async function main(): Promise<void> {
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root: was it prerendered already? Run `vite build` first.');

  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/app/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
  });
  const { prerenderHome } = (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as typeof Prerender;
  const ar = await prerenderHome('ar');
  const en = await prerenderHome('en');

  copyFileSync(path.join(dist, 'index.html'), path.join(dist, 'app.html'));
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const fonts = fontPreloadScript(readdirSync(path.join(dist, 'assets')));
  const boot = bootScript(manifest);
  const entryTag = `<script type="module" crossorigin src="/${boot.entry}"></script>`;
  if (!shell.includes(entryTag)) throw new Error(`dist/index.html has no ${entryTag}`);
  const home = shell
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entryTag, '')
    .replace('</body>', `<script>${boot.script}</script></body>`)
    .replace('<head>', `<head><script>${linkLanguageScript}${frameMarkScript}${fonts}${intlWarmUpScript}</script><style>${frameGuardStyle}</style>`)
    .replace('</head>', `${homeRouteStyles(manifest)}</head>`)
    .replace(
    '<div id="root"></div>',
    // data-prerendered: this is a picture of the page, not the page; main.tsx removes it once the app has rendered.
    `<div id="root" data-prerendered>${ar}</div><template id="prerendered-en">${en}</template><script>${languageSwitchScript}</script>`,
  );
  // The first frame's styles travel in the page (no stylesheet round trips before the first paint,
  // which is most of a phone's wait on a slow network); the server allows each <style> by its hash.
  // Each file's <link> stays, disabled (never fetched, never applied), because Vite's loader looks
  // for that link before adding a chunk's CSS: without it the same rules would be added again at
  // the end of <head>, in another order, and the page would shift.
  const inlined = home.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_, file: string) => {
    const css = readFileSync(path.join(dist, file), 'utf8').replace(/\/\*# sourceMappingURL=.*?\*\//g, '').trim();
    return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  });
  writeFileSync(path.join(dist, 'index.html'), inlined);
  console.log(`prerendered / into ${path.relative(root, dist) || dist}/index.html (ar ${(ar.length / 1024).toFixed(1)} KB, en ${(en.length / 1024).toFixed(1)} KB); dist/app.html serves the other paths`);
}

await main();
