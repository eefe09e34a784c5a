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
 * Chooses from a searchable list (the design system's ComboBox) as a person does: part of a name typed, then the option
 * tapped (issue 31 point 12's countries, the console's surahs). `option` is the option's whole name, or a pattern for it;
 * the field then shows it.
 */
export async function chooseFromList(input: Locator, typed: string, option: string | RegExp): Promise<void> {
  const page = input.page();
  await input.click();
  await input.pressSequentially(typed);
  await page.getByRole('option', { name: option, ...(typeof option === 'string' ? { exact: true } : {}) }).click();
  await expect(input).toHaveValue(option);
}
