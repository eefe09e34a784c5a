import { expect, type Locator } from '@playwright/test';

/**
 * Picks a radio option the way a visitor does, by clicking its label, and checks it took.
 *
 * The input itself is visually hidden under the drawn indicator, so `check()` finds it covered,
 * and `check({ force: true })` clicks where the input was measured before the page's smooth
 * scroll had finished (it skips the stability wait), which sometimes lands outside the option.
 */
export async function choose(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

/**
 * Chooses a country from its list as a person does (issue 31 point 12): part of its name typed, then the option tapped.
 * `typed` is what is typed, `name` the option's whole name in the page's language.
 */
export async function chooseCountry(input: Locator, typed: string, name: string): Promise<void> {
  const page = input.page();
  await input.click();
  await input.pressSequentially(typed);
  const option = page.getByRole('option', { name, exact: true });
  await option.click();
  await expect(input).toHaveValue(name);
}
