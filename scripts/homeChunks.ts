// The home page's chunks in Vite's manifest, as scripts/prerender.ts and scripts/bundle-size.ts read them:
// the route (loaded before the first render) and the sections below the hero (fetched with the page's
// scripts, run once the page is hydrated).
export const HOME_ROUTE = 'src/app/features/home/HomePage.tsx';
export const HOME_SECTIONS = 'src/app/features/home/HomeSections.tsx';
