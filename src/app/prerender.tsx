// Build-time prerender of the home page's first frame (scripts/prerender.ts): the markup the app
// renders before any data arrives — header, hero, preloaders that reserve each section's space —
// so a phone paints the page before the JavaScript has run. The browser then hydrates it (main.tsx).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './App';
import { createI18n } from './i18n/i18n';
import type { Language } from '../domain/language';
import { whenInitialised } from './routes/appRouter';
import { buildRoutes } from './routes/router';
import { pathOf } from './routes/routes';

export async function prerenderHome(language: Language): Promise<string> {
  // The browser's tree (RouterProvider over a data router), so what it hydrates matches, ids included.
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [pathOf('home')] });
  await whenInitialised(router);
  const i18n = await createI18n(language);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App i18n={i18n} router={router} />
    </StrictMode>,
    {
      // One complete document: React outlines large Suspense boundaries (with a script to reveal them) unless told not to.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  router.dispose();
  return html;
}
