import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../design-system/theme/fonts';
import '../design-system/theme/global.css';
import { App } from './App';
import { applyDocumentLanguage, createI18n } from './i18n/i18n';
import { readStoredLanguage } from './i18n/language';
import { appRouter } from './routes/appRouter';

const language = readStoredLanguage(window.localStorage);
applyDocumentLanguage(language);

// Creating the router starts loading the first page's chunk, in parallel with the dictionaries.
const router = appRouter();
const firstRouteReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});
// No top-level await here: with one, the bundler folds this entry into its shared chunk and the
// manifest loses the entry (scripts/bundle-size.ts and the prerender read it).
void Promise.all([createI18n(language), firstRouteReady]).then(([i18n]) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // The first render already has the page (not a loading placeholder), so it replaces the
  // prerendered frame of `/` (scripts/prerender.ts) with the same layout: nothing jumps.
  // As a transition, React renders the page in slices and lets the browser breathe between them
  // (a phone's main thread is not blocked for the whole first render: Lighthouse TBT).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App i18n={i18n} onRendered={() => root.removeAttribute('data-prerendered')} />
      </StrictMode>,
    );
  });
});
