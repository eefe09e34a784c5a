import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);

// End-to-end tests run against the built site served by the reference server (see webServer).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    { name: 'ar', use: { browserName: 'chromium', viewport: { width: 412, height: 915 }, timezoneId: 'America/Los_Angeles', locale: 'ar' } },
    { name: 'en', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, timezoneId: 'America/Los_Angeles', locale: 'en-GB' } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
