import {defineConfig, devices} from '@playwright/test';
// Debian's Chromium: Playwright cannot download browsers on our machines.
import {chromiumLaunchOptions} from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3123);

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 30_000,
  expect: {timeout: 10_000},
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    // A trace is recorded only when a failed test runs again: recording one for every test made the suite about a
    // third slower. Locally (no retries) pass `--trace on` to get one.
    trace: 'on-first-retry',
  },
  projects: [{name: 'desktop', use: {...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions}}],
  webServer: {
    // Serves the production build through nginx with the generated production configuration: headers, CSP, cache
    // rules, redirects (run `npm run build` first).
    command: `node scripts/serve-nginx.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
