import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe finds nothing on the page as it stands once it has settled (dialogs included when open).
 *
 * Settled means two things a user never notices but axe does:
 * - no CSS transition is running: a button that changes variant in place (publish → take off) blends its background
 *   and text colours for a moment, and axe measuring that midpoint reports a contrast the page never rests at;
 *   endless animations (spinners) are not waited for;
 * - react-aria's live announcer no longer points at a pending button's label that the page has since removed
 *   (it clears itself seconds later), which axe would report against the announcer, not the page.
 */
export async function expectAccessible(page: Page, where?: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await expect(page.locator('[data-live-announcer] [aria-labelledby]')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}`).join(', ')}`);
  expect(found, where).toEqual([]);
}
