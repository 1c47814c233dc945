import {readFileSync} from 'node:fs';
import {test, expect, waitForHydration} from './fixtures';

test.describe('client redirects', () => {
  for (const [from, to] of [
    ['/home/', '/'],
    ['/home/qs/', '/?a=1'],
    ['/home/anchor/', '/#anchor'],
    ['/docs/support/', '/community/support/'],
    ['/docs/next/support/', '/community/support/'],
    ['/docs/installation.html', '/docs/installation/'],
  ]) {
    test(`${from} leads to ${to}`, async ({page, baseURL}) => {
      await page.goto(from!);
      await expect(page).toHaveURL(`${baseURL}${to}`);
    });
  }

  test('absolute-URL redirects point at the public site, from the server and from the page', async ({request}) => {
    for (const [from, to] of [
      ['/home/absolute/', 'https://docusaurus.io/'],
      ['/home/absolute/qs/', 'https://docusaurus.io/?a=1'],
      ['/home/absolute/anchor/', 'https://docusaurus.io/#anchor'],
    ]) {
      // The server answers with a redirect (build/_redirects, nginx); the page stays for hosts without one.
      const response = await request.get(from!, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
      const html = readFileSync(`build${from}index.html`, 'utf8');
      expect(html).toContain(`url=${to}"`);
    }
  });
});

test.describe('navigation', () => {
  test('scrolls to the hash target, or to the top when there is none', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const target = page.locator('main h2[id]').last();
    const id = await target.getAttribute('id');
    await page.evaluate((hash) => {
      window.history.pushState(null, '', `/docs/cli/`);
      window.history.back();
      return hash;
    }, id);
    await page.goto(`/docs/installation/#${id}`);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a thin progress bar shows while a slow route loads', async ({page}) => {
    let delayScripts = false;
    await page.route('**/assets/js/**', async (route) => {
      if (delayScripts) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    delayScripts = true;
    await page.evaluate(() => document.querySelectorAll('link[rel=prefetch]').forEach((link) => link.remove()));
    await page.getByRole('link', {name: 'Showcase', exact: true}).first().click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page).toHaveURL(/\/showcase\/$/);
    await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
  });
});

test.describe('when a route fails to load', () => {
  test.use({allowedConsoleErrors: /Failed to load resource|net::ERR_FAILED|Loading chunk|ChunkLoadError/i});

  test('the reader lands on the server-rendered page after a reload', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto('/');
    await waitForHydration(page);
    await page.route('**/assets/js/**', (route) => route.abort());
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
    await reloaded;
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.locator('main')).toBeVisible();
    expect(warnings.length).toBeGreaterThan(0);
  });
});

test.describe('when the site scripts cannot load (e.g. a wrong baseUrl)', () => {
  test.use({allowedConsoleErrors: /Failed to load resource|net::ERR_FAILED/});

  test('a banner explains that the site did not load properly', async ({page}) => {
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toContainText(
      'Your Docusaurus site did not load properly.',
    );
  });

  test('the banner stays away when everything loads', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
  });
});

test.describe('when a component fails to download after the page is shown', () => {
  test.use({allowedConsoleErrors: /Failed to load resource|net::ERR_FAILED|Loading chunk|ChunkLoadError/i});

  test('the loading screen shows the error, and Retry downloads it again', async ({page}) => {
    await page.goto('/tests/pages/loading-tests/');
    await waitForHydration(page);
    const panelChunk = '**/assets/js/loading-tests-panel.*.js';
    await page.route(panelChunk, (route) => route.abort());
    await page.getByRole('button', {name: 'Load the panel'}).click();

    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await expect(page.locator('main')).toContainText(/Loading chunk loading-tests-panel failed/);
    await expect(page.getByRole('region', {name: 'Lazy panel'})).toHaveCount(0);

    await page.unroute(panelChunk);
    await retry.click();
    await expect(page.getByRole('region', {name: 'Lazy panel'})).toContainText('The lazily loaded panel has arrived.');
    await expect(retry).toHaveCount(0);
  });
});
