import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Visual snapshot of every story, compared with the committed baseline in __screenshots__/.
// `npm run test:snapshots:update` rewrites the baselines after a reviewed change.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const root = document.getElementById('storybook-root') ?? document.body;
  if (!root.firstElementChild) return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(root)).toMatchScreenshot({
    comparatorName: 'pixelmatch',
    comparatorOptions: { allowedMismatchedPixelRatio: 0.01 },
  });
});
