import {readFileSync, writeFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {hits, modal, openModalAndType, searchInput} from './searchModal';

const swFile = 'build/sw.js';

/** Paths held by the service worker's caches. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      paths.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return paths;
  });
}

async function installOfflineApp(page: Page): Promise<void> {
  await page.goto('/?offlineMode=true');
  await waitForHydration(page);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(async () => (await cachedPaths(page)).includes('/docs/installation/index.html'), {timeout: 90_000})
    .toBe(true);
}

test.describe('offline web app', () => {
  test.describe.configure({timeout: 150_000});
  // Pages opened without ?offlineMode=true re-register the worker, which cannot be fetched offline;
  // the cached site keeps working and the browser reports the failed fetch.
  test.use({allowedConsoleErrors: /registerSW failed|error occurred when fetching the script|Failed to load resource/});

  test('without an activation strategy the worker precaches nothing', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
    expect(decodeURIComponent(scriptUrl)).toContain('"offlineMode":false');
    expect(await cachedPaths(page)).toEqual([]);
  });

  // One test, in steps: the worker precaches the whole site first (45–120 s by machine load), and each step needs it.
  test('?offlineMode=true caches the site, which then works with the network cut; a new version waits for a refresh', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await test.step('the site and its search index are precached', async () => {
      await installOfflineApp(page);
      // The search index comes with the pages (the worker may still be adding the last files).
      await expect
        .poll(
          async () => {
            const cached = await cachedPaths(page);
            return (
              cached.includes('/pagefind/pagefind.js') &&
              cached.some((path) => path.endsWith('.pagefind')) &&
              cached.some((path) => path.endsWith('.pf_fragment'))
            );
          },
          {timeout: 60_000},
        )
        .toBe(true);
      expect((await cachedPaths(page)).some((path) => path.startsWith('/tests/'))).toBe(false);
    });

    await test.step('pages and search work with the network cut', async () => {
      await context.setOffline(true);
      await page.goto('/docs/installation/');
      await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
      await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
      await expect(page).toHaveURL(/\/blog\/$/);
      await expect(page.locator('article').first()).toBeVisible();
      await waitForHydration(page);
      // Opened at once, while the blog may still be loading: the modal outlives the navbar the blog replaces
      // (fresh-clone runs 109 and 110 lost it here, before `LocalDocSearch` kept its state outside the component).
      await openModalAndType(page, 'installation');
      await expect(hits(page).first()).toHaveAttribute('href', '/docs/installation/');
      // The typo correction's vocabulary is precached too.
      await searchInput(page).fill('instalation');
      await expect(modal(page).getByRole('status')).toHaveText('Showing results for installation');
      await expect(hits(page).first()).toHaveAttribute('href', '/docs/installation/');
      await context.setOffline(false);
    });

    await test.step('a new version waits for the reader to refresh', async () => {
      // A page the installed worker controls, as on a reader's next visit.
      await page.goto('/?offlineMode=true');
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      // A new deployment: the worker script changes on the server. (The browser fetches worker
      // updates itself, outside Playwright's request routing, so the served file is changed.)
      const original = readFileSync(swFile, 'utf8');
      writeFileSync(swFile, `${original}\n// next deployment\n`);
      const popup = page.getByText('New version available');
      try {
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
        await expect(popup).toBeVisible({timeout: 60_000});
      } finally {
        writeFileSync(swFile, original);
      }
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', {name: 'Refresh'}).click();
      await reloaded;
      await expect(popup).toBeHidden();
    });
  });
});

test.describe('when the service worker cannot be registered', () => {
  test.use({allowedConsoleErrors: /registerSW failed|status of 404|bad HTTP response code/});

  test('the failure is logged and the page keeps working', async ({page, context}) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await context.route('**/sw.js*', (route) => route.fulfill({status: 404, body: 'missing'}));
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => errors.some((text) => text.startsWith('registerSW failed'))).toBe(true);
    await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/$/);
  });
});
