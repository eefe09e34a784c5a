import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { arabicText, latinDigitsIn, referenceStories } from './arabicDigits';

// Visual snapshot of every story, compared with the committed baseline in __screenshots__/.
// `npm run test:snapshots:update` rewrites the baselines after a reviewed change.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const root = document.getElementById('storybook-root') ?? document.body;
  if (!root.firstElementChild) return;
  await document.fonts.ready;
  // A story taller than the test frame is photographed whole: an element's screenshot shows only what the frame
  // shows, so the frame grows to the story's height for the picture and then returns to its size.
  const { innerWidth: width, innerHeight: height } = window;
  const storyHeight = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY);
  if (storyHeight > height) await page.viewport(width, storyHeight);
  try {
    await expect.element(page.elementLocator(root)).toMatchScreenshot({
      comparatorName: 'pixelmatch',
      comparatorOptions: { allowedMismatchedPixelRatio: 0.01 },
    });
  } finally {
    if (storyHeight > height) await page.viewport(width, height);
  }
});

// A story shown in Arabic writes its numbers in Arabic-Indic digits (.storybook/arabicDigits.ts lists what stays Latin).
// Registered last, so it runs before the screenshot (after-each hooks run in reverse) and is reported even when that differs.
afterEach((context) => {
  if (document.documentElement.lang !== 'ar' || referenceStories.test(context.task.file.filepath ?? context.task.file.name)) return;
  expect(latinDigitsIn(arabicText(document.body)), 'Latin digits in Arabic text').toEqual([]);
});
