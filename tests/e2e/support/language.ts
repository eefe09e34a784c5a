import type { Page, TestInfo } from '@playwright/test';

/** The project's language: the `ar` project browses in Arabic, the `en` project in English. */
export function languageOf(testInfo: TestInfo): 'ar' | 'en' {
  return testInfo.project.name === 'en' ? 'en' : 'ar';
}

/** Opens `path` with the project's language saved, as a returning visitor would have it. */
export async function openIn(page: Page, testInfo: TestInfo, path: string): Promise<void> {
  const language = languageOf(testInfo);
  await page.addInitScript((saved) => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', saved);
  }, language);
  await page.goto(path);
  await waitForApp(page);
}

/**
 * `/` arrives as a prerendered picture of the page (scripts/prerender.ts) that the app then
 * hydrates; until it has, buttons do nothing. Waits for the app itself.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#root:not([data-prerendered]) > *').first().waitFor();
}

/** Picks the text for the project's language. */
export function inLanguage<T>(testInfo: TestInfo, texts: { ar: T; en: T }): T {
  return texts[languageOf(testInfo)];
}
