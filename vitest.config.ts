import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const browser = () => ({
  enabled: true,
  headless: true,
  // The page around the test frame is tall, so a story taller than the frame can be photographed whole: the frame grows
  // to the story for its screenshot (.storybook/vitest.setup.ts), and a page shorter than the frame would scale it down.
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs }, contextOptions: { viewport: { width: 960, height: 4000 } } }),
  instances: [{ browser: 'chromium' as const, viewport: { width: 1024, height: 768 } }],
  screenshotFailures: false,
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Competition times must come out right wherever the machine is: every node project runs
      // in a zone that is not Mecca's (tests assert it), so a TZ-dependent bug cannot hide.
      env: { TZ: 'America/Los_Angeles' },
      coverage: {
        provider: 'v8',
        include: ['src/machines/**/*.ts', 'src/domain/**/*.ts'],
        exclude: ['src/machines/index.ts', 'src/machines/**/types.ts'],
        reporter: ['text-summary', 'text'],
        thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
      },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/**/*.test.ts'],
            exclude: ['tests/server/**', 'tests/e2e/**', 'tests/app/**'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'app',
            include: ['tests/app/**/*.test.tsx'],
            browser: browser(),
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            browser: browser(),
            setupFiles: ['.storybook/vitest.setup.ts'],
          },
        },
      ],
    },
  }),
);
