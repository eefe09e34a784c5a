import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';
import { phasePort, phases, phaseUrl } from './tests/e2e/support/phases.ts';

// End-to-end tests run against the built site served by the reference server, one server per
// competition phase (fresh demo data each run). The default base URL is the running phase.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: phaseUrl('running'),
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
    // The browser is far from Mecca on purpose: competition times must still come out in Mecca time.
    timezoneId: 'America/Los_Angeles',
  },
  projects: [
    // A phone in Arabic (most visitors) and a desktop in English. Each writes its own output folder: the test command
    // runs the two side by side, and a run empties the folders of the projects it runs.
    { name: 'ar', outputDir: 'test-results/ar', use: { browserName: 'chromium', viewport: { width: 412, height: 915 }, locale: 'ar', isMobile: true, hasTouch: true } },
    { name: 'en', outputDir: 'test-results/en', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, locale: 'en-GB' } },
  ],
  webServer: phases.map((phase) => ({
    command: `node scripts/e2e-server.mjs ${phasePort(phase)}`,
    env: { E2E_PHASE: phase },
    url: `${phaseUrl(phase)}/api/v1/settings`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
