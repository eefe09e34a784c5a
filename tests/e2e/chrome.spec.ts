import { expect, test, type TestInfo } from '@playwright/test';
import { choose } from './support/choice';
import { inLanguage, languageOf, openIn } from './support/language';
import { phaseUrl } from './support/phases';

// page.route() sees only what the page fetches itself: once the site's service worker controls the page it fetches
// public reads on its own, past the route (offline.spec.ts tests the worker). These tests rewrite answers, so no worker.
test.use({ serviceWorkers: 'block' });

const t = (testInfo: TestInfo, ar: string, en: string) => inLanguage(testInfo, { ar, en });

/** A field by its whole label (a required field's label ends with a decorative "*"). */
const label = (testInfo: TestInfo, ar: string, en: string) =>
  new RegExp(`^${t(testInfo, ar, en).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

test.describe('site chrome', () => {
  test('header: logo home link, partner images, language menu; the drawer repeats the links on a phone', async ({ page }, testInfo) => {
    await openIn(page, testInfo, '/login');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: t(testInfo, 'شعار مسابقة القرآن الكريم – الصفحة الرئيسية', 'Quran Competition logo – home page') })).toHaveAttribute('href', '/');
    const logo = banner.locator('svg').first();
    expect((await logo.boundingBox())?.width).toBe(60);
    if (languageOf(testInfo) === 'ar') {
      // Phone: the links live in the side drawer, which closes when one is tapped.
      await banner.getByRole('button', { name: 'فتح القائمة' }).click();
      const drawer = page.getByRole('dialog', { name: 'القائمة' });
      await expect(drawer.getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveAttribute('href', '/#case-studies');
      await drawer.getByRole('link', { name: 'الشهادات' }).click();
      await expect(page).toHaveURL(/\/certificates\/all$/);
      await expect(drawer).toHaveCount(0);
    } else {
      const nav = banner.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link', { name: 'Certificates' })).toHaveAttribute('href', '/certificates/all');
      await expect(banner.getByRole('link', { name: /Quran Academy/ })).toHaveAttribute('target', '_blank');
      await expect(banner.getByRole('link', { name: /Quran Academy/ })).toHaveAttribute('href', /^https:\/\/academy\./);
    }
    // The language menu saves the choice and reloads.
    await banner.getByRole('button', { name: t(testInfo, 'تغيير اللغة: العربية', 'Change language: English') }).click();
    await page.getByRole('menuitem', { name: t(testInfo, 'English', 'العربية') }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', t(testInfo, 'en', 'ar'));
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(t(testInfo, 'en', 'ar'));
  });

  test('on a phone the drawer slides in on the side of its menu button, in both languages', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openIn(page, testInfo, '/login');
    const button = page.getByRole('banner').getByRole('button', { name: t(testInfo, 'فتح القائمة', 'Open menu') });
    const buttonBox = (await button.boundingBox())!;
    await button.click();
    const drawer = page.getByRole('dialog', { name: t(testInfo, 'القائمة', 'Menu') });
    await expect(drawer).toBeVisible();
    await page.waitForTimeout(600); // the slide-in
    const drawerBox = (await drawer.boundingBox())!;
    const buttonOnRight = buttonBox.x + buttonBox.width / 2 > 195;
    if (buttonOnRight) expect(Math.round(drawerBox.x + drawerBox.width)).toBe(390);
    else expect(Math.round(drawerBox.x)).toBe(0);
    expect(buttonOnRight).toBe(languageOf(testInfo) === 'en');
  });

  test("visitor profile: the picture is chosen with the design system's button, by keyboard, and its name shows", async ({ page, context }, testInfo) => {
    const login = await page.request.post('/api/v1/user/auth/login', { data: { email: 'visitor@example.com', password: 'Visitor#2026' } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await context.addCookies([{ name: 'jwt', value: token, url: `http://127.0.0.1:${new URL(login.url()).port}` }]);
    await openIn(page, testInfo, '/profile/visitor');
    const group = page.getByRole('group', { name: t(testInfo, 'الصورة الشخصية', 'Profile picture') });
    await expect(group.getByTestId('file-name')).toHaveText(t(testInfo, 'لم تختر صورة بعد', 'No picture chosen'));
    await expect(page.locator('input[type="file"]')).toBeHidden();
    const trigger = group.getByRole('button', { name: new RegExp(t(testInfo, 'اختر صورة', 'Choose a picture')) });
    const chooser = page.waitForEvent('filechooser');
    await trigger.press('Enter');
    await (await chooser).setFiles({ name: 'my-photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await expect(group.getByTestId('file-name')).toHaveText('my-photo.png');
    await expect(page.getByRole('button', { name: t(testInfo, 'رفع الصورة', 'Upload picture') })).toBeEnabled();
  });

  test('header turns translucent once the page scrolls', async ({ page }, testInfo) => {
    await openIn(page, testInfo, '/');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('footer: contact details from settings, and back-to-top past 100 px', async ({ page }, testInfo) => {
    await openIn(page, testInfo, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    const backToTop = page.getByRole('button', { name: t(testInfo, 'العودة إلى الأعلى', 'Back to top') });
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('footer settings failure: the "Failed to fetch settings" toast', async ({ page }, testInfo) => {
    await page.route('**/api/v1/settings', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"Server error","data":null}' }));
    await openIn(page, testInfo, '/login');
    await expect(page.getByText(t(testInfo, 'تعذّر جلب الإعدادات', 'Failed to fetch settings'))).toBeVisible();
  });

  test('complaint form: bad input is refused under its fields, good input is thanked for the type sent', async ({ page }, testInfo) => {
    await openIn(page, testInfo, '/login');
    await page.getByRole('button', { name: t(testInfo, 'شكوى أو اقتراح', 'Complaint or suggestion') }).click();
    const dialog = page.getByRole('dialog', { name: t(testInfo, 'أرسل شكوى أو اقتراحًا', 'Send a complaint or suggestion') });
    const send = dialog.getByRole('button', { name: t(testInfo, 'إرسال', 'Send'), exact: true });
    await dialog.getByLabel(label(testInfo, 'الاسم', 'Name')).fill('Ali');
    await dialog.getByLabel(label(testInfo, 'البريد الإلكتروني', 'Email')).fill('ali@');
    await send.click();
    await expect(dialog.getByText(t(testInfo, 'يجب ألا يقل هذا الحقل عن ٦ أحرف', 'This field should be at least 6 characters long'))).toBeVisible();
    await expect(dialog.getByText(t(testInfo, 'القيمة ليست بريدًا إلكترونيًا صالحًا', 'Value is not a valid email address'))).toBeVisible();
    await expect(dialog.getByText(t(testInfo, 'نوع الرسالة مطلوب', 'Type is required'))).toBeVisible();

    await choose(dialog.getByRole('radio', { name: t(testInfo, 'اقتراح', 'Suggestion') }));
    await dialog.getByLabel(label(testInfo, 'الاسم', 'Name')).fill('Ali Hassan Test');
    await dialog.getByLabel(label(testInfo, 'البريد الإلكتروني', 'Email')).fill('ali.hassan@example.com');
    await dialog.getByLabel(label(testInfo, 'التفاصيل', 'Details')).fill('Please add a reminder one day before the test.');
    await send.click();
    await expect(dialog.getByRole('status')).toContainText(t(testInfo, 'وصلنا اقتراحك', 'received your suggestion'));
    await expect(page.getByText(t(testInfo, 'تم إرسال الاقتراح بنجاح', 'Suggestion sent successfully'), { exact: true })).toBeVisible();
    // Closing resets the form.
    await dialog.getByRole('button', { name: t(testInfo, 'إغلاق', 'Close') }).click();
    await page.getByRole('button', { name: t(testInfo, 'شكوى أو اقتراح', 'Complaint or suggestion') }).click();
    await expect(page.getByRole('dialog').getByLabel(label(testInfo, 'الاسم', 'Name'))).toHaveValue('');
  });

  test('/complaints shows the same form', async ({ page }, testInfo) => {
    await openIn(page, testInfo, '/complaints');
    await expect(page.getByRole('main').getByRole('radio', { name: t(testInfo, 'شكوى', 'Complaint') })).toBeAttached();
  });

  test('offline dialog: shows on each offline event, closes, hides when back online', async ({ page, context }, testInfo) => {
    // The dialog's code is fetched once the page is idle, ahead of any offline event.
    const dialogCode = page.waitForResponse((response) => /OfflineDialog[^/]*\.js$/.test(response.url()));
    await openIn(page, testInfo, '/login');
    await dialogCode;
    const dialog = page.getByRole('alertdialog');
    await context.setOffline(true);
    await expect(dialog).toContainText(t(testInfo, 'أنت غير متصل بالإنترنت حاليًا', 'You are currently offline'));
    await dialog.getByRole('button', { name: t(testInfo, 'حسنًا', 'OK') }).click();
    await expect(dialog).toHaveCount(0);
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(dialog).toBeVisible();
    await context.setOffline(false);
    await expect(dialog).toHaveCount(0);
  });

  test('toasts sit top-right in Arabic and top-left in English', async ({ page }, testInfo) => {
    await page.route('**/api/v1/settings', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"Server error","data":null}' }));
    await openIn(page, testInfo, '/login');
    const container = page.locator('.Toastify__toast-container');
    await expect(container).toHaveClass(new RegExp(`Toastify__toast-container--${t(testInfo, 'top-right', 'top-left')}`));
    const box = await page.locator('.Toastify__toast').first().boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box).not.toBeNull();
    if (languageOf(testInfo) === 'ar') expect(box!.x + box!.width).toBeGreaterThan(width / 2);
    else expect(box!.x).toBeLessThan(width / 2);
  });

  test("on a phone the signed-in contestant's drawer offers their own pages, in both languages", async ({ page, context }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const login = await page.request.post('/api/v1/user/auth/login', { data: { email: 'contestant@example.com', password: 'Contestant#2026' } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const profile = await page.request.get('/api/v1/user/profile', { headers: { authorization: `Bearer ${token}` } });
    const { second_path_certificates: certificates } = ((await profile.json()) as { data: { user: { second_path_certificates: boolean } } }).data.user;
    await context.addCookies([{ name: 'jwt', value: token, url: phaseUrl('running') }]);
    await openIn(page, testInfo, '/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: t(testInfo, 'الإشعارات', 'Notifications') })).toBeVisible();
    await banner.getByRole('button', { name: t(testInfo, 'فتح القائمة', 'Open menu') }).click();
    const drawer = page.getByRole('dialog', { name: t(testInfo, 'القائمة', 'Menu') });
    const account = drawer.getByRole('navigation', { name: t(testInfo, 'حسابي', 'My account') });
    await expect(account.getByRole('link', { name: t(testInfo, 'الإشعارات', 'Notifications') })).toBeVisible();
    const links = await account.getByRole('link').evaluateAll((found) => found.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(links).toEqual([
      [t(testInfo, 'مساراتي', 'My tracks'), '/#tracks'],
      [t(testInfo, 'الإشعارات', 'Notifications'), '/notifications'],
      ...(certificates ? [[t(testInfo, 'شهاداتي', 'My certificates'), '/certificates']] : []),
      [t(testInfo, 'الملف الشخصي', 'Profile'), '/winner/profile'],
    ]);
    await account.getByRole('link', { name: t(testInfo, 'الإشعارات', 'Notifications') }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(drawer).toHaveCount(0);
  });

  test('on a phone, opening the menu closes the toasts, which would sit on top of the drawer, in both languages', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/api/v1/settings', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"Server error","data":null}' }));
    await openIn(page, testInfo, '/login');
    await expect(page.locator('.Toastify__toast').first()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: t(testInfo, 'فتح القائمة', 'Open menu') }).click();
    const drawer = page.getByRole('dialog', { name: t(testInfo, 'القائمة', 'Menu') });
    await expect(drawer).toBeVisible();
    // Well before the toast would close by itself (3 s): it is gone, and nothing lies over the drawer's links.
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 1500 });
    for (const link of await drawer.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      const reached = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="dialog"]') !== null, [box.x + box.width / 2, box.y + box.height / 2]);
      expect(reached).toBe(true);
    }
  });

  test("on a phone a toast leaves the header's controls uncovered, in both languages", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/api/v1/settings', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"Server error","data":null}' }));
    await openIn(page, testInfo, '/login');
    await expect(page.locator('.Toastify__toast').first()).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const toast = await page.locator('.Toastify__toast').first().boundingBox();
    expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    // The header's language button can still be pressed while the toast shows.
    await page.getByRole('banner').getByRole('button', { name: t(testInfo, 'تغيير اللغة: العربية', 'Change language: English') }).click();
    await expect(page.getByRole('menuitem', { name: t(testInfo, 'English', 'العربية') })).toBeVisible();
  });
});
