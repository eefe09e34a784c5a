// Build-time prerender of the home page's first frame (scripts/prerender.ts): the markup the app
// renders before any data arrives — header, hero, preloaders that reserve each section's space —
// so a phone paints the page before the JavaScript has run. The app then renders over it.
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { App } from './App';
import { createI18n } from './i18n/i18n';
import type { Language } from './i18n/language';
import { buildRoutes } from './routes/router';

export async function prerenderHome(language: Language, origin = 'http://localhost'): Promise<string> {
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(`${origin}/`));
  if (context instanceof Response) throw new Error(`prerender: / answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = await createI18n(language);
  const { prelude } = await prerenderToNodeStream(<App i18n={i18n} router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />, {
    // One complete document: React outlines large Suspense boundaries (with a script to reveal them) unless told not to.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
