/**
 * Local search: the DocSearch modal and /search/ answered from the Pagefind index
 * that the build writes to /pagefind/. The fixtures fail any test that sends a
 * request to another host, so every test here also proves no Algolia call is made.
 */
import {test, expect, waitForHydration} from './fixtures';
import {hits, modal, openModalAndType, searchInput} from './searchModal';

test.describe('search modal', () => {
  test('opens with Ctrl+K, Meta+K and "/", closes with Escape', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      // Closing the modal focuses the search button, where "/" is left alone (as in the theme).
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press(shortcut);
      await expect(modal(page), shortcut).toBeVisible();
      await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
      await page.keyboard.press('Escape');
      await expect(modal(page), shortcut).toBeHidden();
    }
  });

  test('stays open when the reader opens it while the next page is still loading', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    // The blog's routes arrive late, so the search opens on the page being left, whose navbar the blog's replaces.
    let release = () => {};
    const blogRoutes = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/js\/routes-blog\.[0-9a-f]+\.js$/, async (route) => {
      await blogRoutes;
      await route.continue();
    });
    await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
    await openModalAndType(page, 'installation');
    await expect(hits(page).first()).toHaveAttribute('href', '/docs/installation/');
    await expect(page.locator('html.blog-list-page')).toHaveCount(0);
    release();
    await expect(page.locator('html.blog-list-page')).toHaveCount(1);
    // The blog's navbar shows the same search, with what was typed.
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('installation');
    await expect(hits(page).first()).toHaveAttribute('href', '/docs/installation/');
    // Closed and opened again on the blog, it starts empty.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toHaveValue('');
  });

  test('is loaded lazily, with the index, only when the reader reaches for it', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

    await page.keyboard.press('Control+k');
    await searchInput(page).fill('installation');
    await expect(hits(page).first()).toBeVisible();
    expect(requested).toContain('/pagefind/pagefind.js');
  });

  test('shows hits grouped by section and Enter opens the first one', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openModalAndType(page, 'installation');
    await expect(hits(page).first()).toHaveAttribute('href', '/docs/installation/');
    await expect(modal(page).locator('.DocSearch-Hit-source').first()).toHaveText('Docs');
    await expect(modal(page).locator('.DocSearch-Hit mark').first()).toBeVisible();
    // A marker on window survives only a client-side navigation.
    await page.evaluate(() => Object.assign(window, {__beforeSearchNavigation: true}));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/installation\/$/);
    await expect(page.locator('h1')).toContainText('Installation');
    expect(
      await page.evaluate(() => (window as unknown as {__beforeSearchNavigation?: boolean}).__beforeSearchNavigation),
    ).toBe(true);
    await expect(modal(page)).toBeHidden();
  });

  test('remembers recent searches, which can be saved as favourites', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openModalAndType(page, 'installation');
    await expect(hits(page).first()).toHaveAttribute('href', '/docs/installation/');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/installation\/$/);
    await expect(modal(page)).toBeHidden();
    await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();

    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    const recent = modal(page).locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}),
    });
    const recentHit = recent.locator('a[href="/docs/installation/"]');
    await expect(recentHit).toBeVisible();
    // The item's actions appear on the selected or hovered item.
    await recentHit.hover();
    await recent.getByTitle('Save this search').first().click();
    const favourites = modal(page).locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'}),
    });
    await expect(favourites.locator('a[href="/docs/installation/"]')).toBeVisible();
  });

  test('finds blog posts too', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openModalAndType(page, 'svgr');
    await expect(modal(page).locator('.DocSearch-Hit-source', {hasText: 'Blog'})).toBeVisible();
    await expect(modal(page).locator('.DocSearch-Hit a[href="/blog/releases/3.7/"]').first()).toBeVisible();
  });

  // The PWA plugin's page never says "phone" or "home screen"; its reader queries (readerQueries/docs.json) do. Without
  // them the deployment guide comes first.
  test("finds a page by the reader's words that the page does not use", async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await openModalAndType(page, 'phone home screen app');
    await expect(hits(page).first()).toHaveAttribute('href', '/docs/api/plugins/@docusaurus/plugin-pwa/');
  });

  // A pasted message's variable parts (the file paths) are the rarest words of the query; matched against the
  // messages the troubleshooting pages quote, it finds the page and the entry that explain it.
  test('leads a pasted message with its variable parts filled to the entry that explains it', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await openModalAndType(
      page,
      'Markdown link with URL `../api/setup.md` in source file "docs/intro.md" (12:5) couldn\'t be resolved.',
    );
    await expect(hits(page).first()).toHaveAttribute('href', '/docs/troubleshooting/markdown-mdx/');
    await expect(hits(page).nth(1)).toHaveAttribute(
      'href',
      '/docs/troubleshooting/markdown-mdx/#markdown-link-not-resolved',
    );
  });

  // A plugin's name alone answers with the docs and posts about it (the docs pages that use it outrank release
  // notes); naming the changelog brings its pages in.
  test('finds changelog pages when the reader asks for them', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openModalAndType(page, 'svgr changelog');
    await expect(modal(page).locator('.DocSearch-Hit-source', {hasText: 'Changelog'})).toBeVisible();
    await expect(modal(page).locator('.DocSearch-Hit a[href^="/changelog/"]').first()).toBeVisible();
  });

  // The texts are the installed theme's (theme.SearchModal.noResultsScreen.*). DocSearch 4.7.0 keeps its
  // "Try searching for" suggestions in an object instead of an array, so that line never renders, whatever the backend.
  test('shows the no-results screen and the "Let us know." link', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await openModalAndType(page, 'installation');
    await expect(hits(page).first()).toBeVisible();
    await searchInput(page).fill('qqzzxxnothinghere');
    const screen = modal(page).locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "qqzzxxnothinghere"');
    await expect(screen).toContainText('Believe this query should return results?');
    await expect(screen.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/facebook\/docusaurus\/issues\/new\?title=.*qqzzxxnothinghere/,
    );
  });

  test('"See all" leads to the search page with the query', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await openModalAndType(page, 'installation');
    const seeAll = modal(page).getByRole('link', {name: /See all \d+ results/});
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\/\?q=installation$/);
    await expect(page.locator('article a[href="/docs/installation/"]')).toBeVisible();
  });

  test('keeps the reader in the docs version they are reading', async ({page}) => {
    await page.goto('/docs/3.6.3/installation/');
    await waitForHydration(page);
    await openModalAndType(page, 'installation');
    await expect(hits(page).first()).toBeVisible();
    const docsLinks = await modal(page)
      .locator('.DocSearch-Hit a[href^="/docs/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(docsLinks.length).toBeGreaterThan(0);
    for (const href of docsLinks) {
      expect(href).toMatch(/^\/docs\/3\.6\.3\//);
    }
  });

  test('no page links to an external search host', async ({page}) => {
    for (const path of ['/', '/docs/', '/search/']) {
      const response = await page.request.get(path);
      expect(await response.text(), path).not.toMatch(/algolia\.net|algolianet\.com/);
    }
    await page.goto('/docs/');
    await waitForHydration(page);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
  });
});

test.describe('search failures', () => {
  // DocSearch rethrows the client's error after showing its error screen (an unhandled rejection, as with Algolia).
  test.use({
    allowedConsoleErrors:
      /Failed to load resource|ERR_FAILED|dynamically imported module|pagefind|search index could not be/i,
  });

  test('the modal shows "Unable to fetch results" when the index cannot be loaded', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await page.goto('/docs/');
    await waitForHydration(page);
    await openModalAndType(page, 'installation');
    const screen = modal(page).locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
  });

  test('the search page shows an error state', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await page.goto('/search/?q=installation');
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toContainText('The search index could not be loaded.');
  });
});

test.describe('search page', () => {
  test('shows results for ?q= and updates the shareable URL as the reader types', async ({page}) => {
    await page.goto('/search/?q=installation');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Search results for "installation"');
    await expect(page.getByText(/documents? found/)).toBeVisible();
    await expect(page.locator('article a[href="/docs/installation/"]')).toBeVisible();

    const input = page.getByRole('searchbox', {name: 'Search'});
    await expect(input).toBeFocused();
    await input.fill('cli');
    await expect(page).toHaveURL(/\/search\/\?q=cli$/);
    await expect(page.locator('article a[href="/docs/cli/"]')).toBeVisible();
    await input.fill('qqzzxxnothinghere');
    await expect(page.getByText('No results were found')).toBeVisible();
  });

  test('filters by docs version, from the keyboard', async ({page}) => {
    await page.goto('/search/?q=installation');
    await waitForHydration(page);
    await expect(page.locator('article a[href="/docs/installation/"]')).toBeVisible();
    // Field, submit button, section filter, then the version select.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', {name: 'Section'})).toBeFocused();
    await page.keyboard.press('Tab');
    const select = page.getByRole('combobox', {name: /Docs version/});
    await expect(select).toBeFocused();
    await select.selectOption('3.6.3');
    await expect(page.locator('article a[href="/docs/3.6.3/installation/"]')).toBeVisible();
    await expect(page.locator('article a[href="/docs/installation/"]')).toHaveCount(0);
    // Result links are reachable with Tab and open with Enter.
    await page.locator('article a[href="/docs/3.6.3/installation/"]').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/3\.6\.3\/installation\/$/);
  });

  test('renders hostile, very long and unicode queries as text', async ({page}) => {
    const hostile = '<img src=x onerror="window.__searchInjected=1"><b>bold</b>';
    await page.goto(`/search/?q=${encodeURIComponent(hostile)}`);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText(`Search results for "${hostile}"`);
    // Its words may match pages; whatever is shown, nothing of the query becomes markup.
    await expect(page.getByText(/documents? found|No results were found/)).toBeVisible();
    await expect(page.locator('main img, main b')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as {__searchInjected?: number}).__searchInjected),
    ).toBeUndefined();

    const long = `${'déjà vu 🦖 '.repeat(400)}installation`;
    await page.goto(`/search/?q=${encodeURIComponent(long)}`);
    await waitForHydration(page);
    await expect(page.locator('h1')).toContainText('déjà vu 🦖');
    await expect(page.locator('.search-page-wrapper main, main').first()).toBeVisible();
  });
});
