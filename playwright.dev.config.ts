import {defineConfig, devices} from '@playwright/test';
// Debian's Chromium: Playwright cannot download browsers on our machines.
import {chromiumLaunchOptions} from './scripts/lib/chromium.mjs';

const port = Number(process.env.DEV_E2E_PORT ?? 3124);

/**
 * The contributor's `npm start`, checked in a browser: the dev server with its defaults (README "Run it"). Separate
 * from `playwright.config.ts`, which tests the production build, so that the dev server never runs beside those tests.
 */
export default defineConfig({
  testDir: './tests/dev',
  timeout: 60_000,
  expect: {timeout: 20_000},
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunchOptions},
  projects: [{name: 'desktop', use: {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions}}],
  webServer: {
    command: `node node_modules/@docusaurus/core/bin/docusaurus.mjs start --no-open --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    // A first start compiles everything the dev server serves (about 10 s here; longer on a busy machine).
    timeout: 180_000,
    // The switches of README "Run it" are the test's subject: the dev server starts with its defaults.
    env: {FULL_SITE: '', WITH_BLOG: ''},
  },
});
