// The date of birth (issue 21, point 5): the field shows its segments in the page language's order and digits, and
// its hint's example is written exactly as the field then shows that date, on the registration page of each language
// (an Arabic phone and an English desktop). It used to be the browser's own date input (mm/dd/yyyy in some locales)
// under a hint saying "2000-01-31".
import { expect, test } from '@playwright/test';
import { inLanguage, openIn } from './support/language.ts';

const withoutBidiMarks = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u061c\u2066-\u2069\s]/g, '');

test('the date of birth reads as its hint’s example, in the page’s digits', async ({ page }, testInfo) => {
  await openIn(page, testInfo, '/register/contestant');
  const field = page.getByRole('group', { name: inLanguage(testInfo, { ar: 'تاريخ الميلاد', en: 'Date of birth' }) });
  const segments = field.getByRole('spinbutton');
  await expect(segments).toHaveCount(3);
  // Day first, then month, then year, in both languages (ar-EG and en-GB).
  const order = await segments.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-type')));
  expect(order).toEqual(['day', 'month', 'year']);
  const hint = inLanguage(testInfo, { ar: /^مثل /, en: /^For example / });
  const example = withoutBidiMarks(await page.getByText(hint).textContent()).replace(inLanguage(testInfo, { ar: /^مثل/, en: /^Forexample/ }), '');
  expect(example).toBe(inLanguage(testInfo, { ar: '٣١/١/٢٠٠٠', en: '31/01/2000' }));

  await segments.first().click();
  await page.keyboard.type('31012000');
  expect(withoutBidiMarks(await field.textContent())).toBe(example);
});
