/**
 * What a page downloads: the route table stays out of the entry bundle (route-shards
 * plugin), heavy styles load only where used, and pages still navigate as before.
 */
import type {Page, Request} from '@playwright/test';
import {expect, test, waitForHydration} from './fixtures';

/** Scripts and stylesheets the page really loads (not `<link rel=prefetch>` hints). */
function collectLoads(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request: Request) => {
    if (/prefetch/i.test(request.headers()['sec-purpose'] ?? '')) return;
    if (['script', 'stylesheet'].includes(request.resourceType())) loaded.push(new URL(request.url()).pathname);
  });
  return loaded;
}

test.describe('route shards', () => {
  test('the entry bundle holds no routes of docs versions, blog posts or changelog releases', async ({
    page,
    request,
  }) => {
    await page.goto('/docs/installation/');
    const mainSrc = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
    const main = await (await request.get(mainSrc!)).text();
    // Still the real entry bundle, with the routes every page may need.
    expect(main).toContain('"/showcase/"');
    // Route-table entries look like "<path>-<hash>" (chunk names) or path:"<path>" (routes).
    // (Doc paths also appear in the docs plugin's global data, which the version menu needs.)
    for (const path of ['/docs/installation/', '/docs/3.6.3/installation/']) {
      expect(main, path).not.toMatch(new RegExp(`"${path}-[0-9a-f]{3}"`));
    }
    // (/blog/releases/3.7/ is linked by the announcement bar, so an older post stands for the blog.)
    for (const path of ['/blog/2017/12/14/introducing-docusaurus/', '/changelog/3.7.0/', '/tests/pages/']) {
      expect(main, path).not.toContain(`"${path}`);
    }
  });

  test('a docs page loads its own version’s shard and no other', async ({page}) => {
    const loaded = collectLoads(page);
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    expect(loaded.filter((path) => /\/routes-docs\.[0-9a-f]+\.js$/.test(path))).toHaveLength(1);
    expect(loaded.filter((path) => /\/routes-(blog|changelog|tests|docs-3)/.test(path))).toEqual([]);
  });

  test('prefetching asks for each file once, and never for a script the page has already run', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    // Prefetches run in idle time, a few at a time: wait until the sidebar's links have been through.
    const prefetchedFiles = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((link) => link.href),
      );
    await expect.poll(async () => (await prefetchedFiles()).length).toBeGreaterThan(3);
    await page.waitForTimeout(1500);
    const prefetched = await prefetchedFiles();
    expect(prefetched.length, prefetched.join('\n')).toBe(new Set(prefetched).size);
    const ran = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );
    expect(ran.length).toBeGreaterThan(3);
    expect(prefetched.filter((file) => ran.includes(file))).toEqual([]);
    // And still prefetches of other pages' chunks.
    expect(prefetched.some((file) => /\/assets\/js\/[0-9a-f]{8}\.[0-9a-f]+\.js$/.test(file))).toBe(true);
  });

  test('prefetching asks for one file per idle step when the browser has no idle time to spare', async ({page}) => {
    // Idle callbacks that are told no time remains (a busy page, or Lighthouse's shim on a slowed CPU) may each run
    // one step of the queue: one file, not every file of a path.
    await page.addInitScript(() => {
      const record = ((window as unknown as {linksPerIdleStep: number[]}).linksPerIdleStep = [] as number[]);
      const native = window.requestIdleCallback.bind(window);
      const count = () => document.querySelectorAll('link[rel=prefetch]').length;
      window.requestIdleCallback = (callback, options) =>
        native((deadline) => {
          const before = count();
          callback({didTimeout: deadline.didTimeout, timeRemaining: () => 0});
          record.push(count() - before);
        }, options);
    });
    await page.goto('/blog/');
    await waitForHydration(page);
    const steps = () => page.evaluate(() => (window as unknown as {linksPerIdleStep: number[]}).linksPerIdleStep);
    // The list links to several posts, each with chunks of its own.
    await expect.poll(async () => (await steps()).filter((links) => links > 0).length).toBeGreaterThan(3);
    expect(Math.max(...(await steps()))).toBe(1);
  });

  test('a page’s chunk scripts are added two per task, on load and on navigation', async ({page}) => {
    // Each script the bundler adds is counted against the task that added it: a message posted at the first one
    // marks the task's end (route-shards' chunkPacing.ts; in one task, the blog list added 13).
    await page.addInitScript(() => {
      const record = ((window as unknown as {chunkScriptsPerTask: number[]}).chunkScriptsPerTask = [] as number[]);
      let inTask = false;
      const native = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLScriptElement && /\/assets\/js\//.test(node.src)) {
          if (!inTask) {
            inTask = true;
            record.push(0);
            const channel = new MessageChannel();
            channel.port1.onmessage = () => (inTask = false);
            channel.port2.postMessage(null);
          }
          record[record.length - 1]! += 1;
        }
        return native.call(this, node) as T;
      };
    });
    const perTask = () =>
      page.evaluate(() => (window as unknown as {chunkScriptsPerTask: number[]}).chunkScriptsPerTask);
    await page.goto('/blog/');
    await waitForHydration(page);
    const onLoad = await perTask();
    expect(onLoad.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(6);
    expect(Math.max(...onLoad)).toBeLessThanOrEqual(2);

    await page.evaluate(() => ((window as unknown as {chunkScriptsPerTask: number[]}).chunkScriptsPerTask.length = 0));
    await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
    await expect(page.locator('article h1')).toHaveText('Introduction');
    const onNavigation = await perTask();
    expect(onNavigation.length).toBeGreaterThan(0);
    expect(Math.max(...onNavigation)).toBeLessThanOrEqual(2);
  });

  test('client-side navigation reaches pages of shards not loaded yet', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as {noReload: boolean}).noReload = true));

    await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
    await expect(page).toHaveURL(/\/blog\/$/);
    // The URL changes first; the previous page stays on screen until the blog's shard and chunks are in, and its
    // heading anchors (`#requirements`) are `article h2 a` too.
    await page.locator('article h2 a[href^="/blog/"]').first().click();
    await expect(page).toHaveURL(/\/blog\/.+\/$/);
    await expect(page.locator('article header h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {noReload?: boolean}).noReload)).toBe(true);

    await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/$/);
    await expect(page.locator('article h1')).toHaveText('Introduction');
    expect(await page.evaluate(() => (window as unknown as {noReload?: boolean}).noReload)).toBe(true);
    // Switching docs versions across shards is covered by docs-versions.spec.ts.
  });

  test('the browser back button returns across shards without reloading', async ({page}) => {
    await page.goto('/changelog/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as {noReload: boolean}).noReload = true));
    await page.getByRole('link', {name: 'Showcase', exact: true}).first().click();
    await expect(page).toHaveURL(/\/showcase\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/changelog\/$/);
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {noReload?: boolean}).noReload)).toBe(true);
  });
});

test.describe('route shards and missing pages', () => {
  test.use({allowedConsoleErrors: /status of 404/});

  test('an unknown page inside a shard shows the not-found page, server- and client-side', async ({page}) => {
    const response = await page.goto('/blog/no-such-post/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await page.goto('/changelog/');
    await waitForHydration(page);
    await page.evaluate(() => window.history.pushState({}, '', '/changelog/no-such-release/'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  });
});

test.describe('shared chunks', () => {
  test('the tab components load once, from their own chunk, across pages with tabs (shared-chunks plugin)', async ({
    page,
    request,
  }) => {
    const loaded = collectLoads(page);
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await expect(page.getByRole('tablist').first()).toBeVisible();
    expect(loaded.filter((file) => /\/tabs\.[0-9a-f]+\.js$/.test(file))).toHaveLength(1);

    // A client-side move to another page with tabs brings its content, not a second copy of the tab components.
    const loadedBefore = loaded.length;
    await page.locator('article a[href="/docs/deployment/"]').first().click();
    await expect(page).toHaveURL(/\/docs\/deployment\/$/);
    await expect(page.getByRole('tablist').first()).toBeVisible();
    const loadedAfter = loaded.slice(loadedBefore).filter((file) => file.endsWith('.js'));
    expect(loadedAfter.length).toBeGreaterThan(0);
    for (const file of loadedAfter) {
      // A string only the tabs' own code holds (theme-common's tabsUtils).
      expect(await (await request.get(file)).text(), file).not.toContain('Docusaurus error: Duplicate values');
    }
  });
});

test.describe('styles loaded where they are used', () => {
  test('DocSearch’s modal styles are not in the site stylesheet and arrive with the modal', async ({page, request}) => {
    const loaded = collectLoads(page);
    await page.goto('/');
    await waitForHydration(page);
    const cssHref = await page.locator('link[rel=stylesheet][href*="/assets/css/styles."]').getAttribute('href');
    const css = await (await request.get(cssHref!)).text();
    expect(css).toContain('.DocSearch-Button');
    expect(css).not.toContain('.DocSearch-Modal');
    expect(loaded.filter((path) => path.endsWith('/docsearch/modal.css'))).toEqual([]);

    await page
      .getByRole('button', {name: /search/i})
      .first()
      .click();
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal).toBeVisible();
    expect(loaded.filter((path) => path.endsWith('/docsearch/modal.css'))).toHaveLength(1);
    // Styled by the linked sheet: its rule caps the modal at DocSearch's --docsearch-modal-width.
    const widths = await modal.evaluate((element) => ({
      maxWidth: getComputedStyle(element).maxWidth,
      variable: getComputedStyle(element).getPropertyValue('--docsearch-modal-width').trim(),
    }));
    expect(widths.maxWidth).not.toBe('none');
    expect(widths.maxWidth).toBe(widths.variable);
  });
});

test.describe('hydration order', () => {
  /**
   * Which of `selectors` carry React's fiber when React commits the page's first render: those hydrated with the page.
   * A part left for later (src/theme/Layout/HydrateLater) is still plain server HTML at that moment.
   */
  async function hydratedWithPage(page: Page, url: string, selectors: string[]): Promise<Record<string, boolean>> {
    await page.addInitScript((watched: string[]) => {
      const win = window as unknown as {__firstCommit?: Record<string, boolean>};
      (window as unknown as {__REACT_DEVTOOLS_GLOBAL_HOOK__: unknown}).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        setStrictMode: () => undefined,
        onCommitFiberRoot: () => {
          if (win.__firstCommit) return;
          win.__firstCommit = Object.fromEntries(
            watched.map((selector) => {
              const element = document.querySelector(selector);
              return [selector, !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))];
            }),
          );
        },
      };
    }, selectors);
    await page.goto(url);
    await waitForHydration(page);
    return page.evaluate(() => (window as unknown as {__firstCommit: Record<string, boolean>}).__firstCommit);
  }

  // Deferred behind an Activity boundary, the body was hydrated anyway by the first updates after hydration (a context
  // above it changes), in one long task instead of in the page's sliced hydration.
  test('a doc’s body and table of contents hydrate with the page; the desktop sidebar after it', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    const hydrated = await hydratedWithPage(page, '/docs/installation/', [
      '.theme-doc-markdown h1',
      '.theme-doc-toc-desktop a',
      '.theme-doc-sidebar-menu a',
    ]);
    expect(hydrated).toEqual({
      '.theme-doc-markdown h1': true,
      '.theme-doc-toc-desktop a': true,
      '.theme-doc-sidebar-menu a': false,
    });
  });

  test('a post’s body hydrates with the page; the desktop blog sidebar after it', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    const hydrated = await hydratedWithPage(page, '/blog/preparing-your-site-for-docusaurus-v3/', [
      'article .markdown h2',
      'aside nav a',
    ]);
    expect(hydrated).toEqual({'article .markdown h2': true, 'aside nav a': false});
  });
});
