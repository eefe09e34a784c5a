import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../design-system/theme/fonts';
import '../design-system/theme/global.css';
import { App } from './App';
import { applyDocumentLanguage, createI18n } from './i18n/i18n';
import { languageAskedIn, readStoredLanguage, saveLanguage } from '../domain/language';
import { createAppRouter, whenInitialised } from './routes/appRouter';

/**
 * Ends the current task: what follows runs in a new one, and the browser may paint or answer a
 * tap in between. On a phone, evaluating the bundle, creating the router and starting i18n in one
 * go blocked the main thread for a quarter of a second (Lighthouse TBT).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// No top-level await in this module: with one, the bundler folds this entry into its shared chunk
// and the manifest loses the entry (scripts/bundle-size.ts and the prerender read it).
async function boot(): Promise<void> {
  // A shared link's `?lang=` wins over the saved language, and is saved (the home page's first frame did the same).
  const asked = languageAskedIn(window.location.search);
  if (asked) {
    try {
      saveLanguage(window.localStorage, asked);
    } catch {
      // storage disabled: the link's language still applies to this visit below
    }
  }
  const language = asked ?? readStoredLanguage(window.localStorage);
  applyDocumentLanguage(language);
  await nextTask();
  // The router reads sessionStorage as it is created (its saved view transitions), and a tab's
  // first read of sessionStorage waits for the browser to open it: that wait gets its own task.
  try {
    void window.sessionStorage.length;
  } catch {
    // storage disabled: the router copes, and so does everything else
  }
  await nextTask();
  // Creating the router starts loading the first page's chunk, in parallel with the dictionaries.
  const router = createAppRouter();
  const firstRouteReady = whenInitialised(router);
  await nextTask();
  const [i18n] = await Promise.all([createI18n(language), firstRouteReady]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const app = (
    <StrictMode>
      <App i18n={i18n} router={router} onRendered={() => root.removeAttribute('data-prerendered')} />
    </StrictMode>
  );
  if (root.hasAttribute('data-prerendered')) {
    // `/` arrives drawn (scripts/prerender.ts, in the saved language; under another path, where a static host sent
    // index.html, the page's inline script has already dropped the frame before its first paint): React adopts that markup
    // instead of drawing the page again, so the browser neither rebuilds nor re-lays it out. As a
    // transition, hydration runs in slices. A page that differs (it should not) is rendered anew,
    // and says why.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.error('The prerendered page did not match the app:', error),
      });
    });
    return;
  }
  // Every other path starts from an empty shell. As a transition, React renders the page in
  // slices and lets the browser breathe between them.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}

void boot();
