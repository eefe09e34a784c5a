import { expect, test } from '@playwright/test';
import { waitForApp } from './support/language';

test.describe('bilingual shell', () => {
  test('opens in Arabic, right to left, titled with the Arabic word for home', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('الرئيسية');
    // On a phone the main links sit in the side drawer; the landmark is there either way.
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
  });

  test('switching to English saves the choice, reloads left to right, and stays after a reload', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'تغيير اللغة: العربية' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Home');
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: 'Change language: English' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('an invalid stored language becomes Arabic', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.evaluate(() => localStorage.setItem('language', 'fr'));
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
  });

  test('unknown paths go to /coming-soon', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/coming-soon$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('قريبًا');
  });

  test('routes match case-insensitively: /Login is the login page', async ({ page }) => {
    await page.goto('/Login');
    await expect(page).toHaveTitle('تسجيل الدخول');
  });

  test('a guest on a login-required route is sent to /login, carrying where they were going', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login\?next=%2Fnotifications$/);
  });

  test('the winners spelling of the fourth track reaches its candidates', async ({ page }) => {
    await page.goto('/competition/candidates/fourth-path');
    await expect(page).toHaveURL(/\/competition\/candidates\/forth-path$/);
  });

  test('the header and footer show on every page', async ({ page }) => {
    for (const path of ['/', '/coming-soon', '/login', '/archives-competition']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });
});
