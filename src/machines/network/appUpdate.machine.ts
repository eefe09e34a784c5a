import { fromPromise, setup } from 'xstate';

/** `update.found`: a new build of the site is installed and waits (the app's service worker registration says so). */
export type AppUpdateEvent = { type: 'update.found' } | { type: 'update.apply' } | { type: 'update.dismiss' };

const notProvided = () => {
  throw new Error("provide the appUpdate machine's applyUpdate actor (the worker takes over, then the page reloads)");
};

/**
 * A new version of the site: instead of mixing two builds' files in one page, the new one waits until the visitor
 * says "reload" (`available`). `applying` hands over to it (the app's actor reloads the page once it controls it; if
 * that fails the prompt comes back). "Later" hides the prompt until the next build arrives (`dismissed`).
 */
export const appUpdateMachine = setup({
  types: {} as { events: AppUpdateEvent },
  actors: { applyUpdate: fromPromise<void>(notProvided) },
}).createMachine({
  id: 'appUpdate',
  initial: 'current',
  states: {
    current: { on: { 'update.found': 'available' } },
    available: {
      on: {
        'update.apply': 'applying',
        'update.dismiss': 'dismissed',
      },
    },
    applying: {
      invoke: { src: 'applyUpdate', onError: 'available' },
    },
    dismissed: { on: { 'update.found': 'available' } },
  },
});
