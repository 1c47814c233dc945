/**
 * The last spec gaps of the /tests area and of old public URLs: the /tests/ landing page, the init-page redirect,
 * the debug pages listing every route, the 3.7 author pagination, the /tests/docs fixtures the 3.7 site had,
 * /pure-html.html and robots.txt.
 */
import {test, expect, waitForHydration} from './fixtures';

test.describe('the /tests/ landing page', () => {
  test('links to the docs, blog and pages test areas, and is kept out of search engines', async ({page}) => {
    await page.goto('/tests/');
    await expect(page.getByRole('heading', {level: 1, name: 'Tests'})).toBeVisible();
    const main = page.locator('main');
    for (const [name, href] of [
      ['Docs tests', '/tests/docs/'],
      ['Blog tests', '/tests/blog/'],
      ['Pages tests', '/tests/pages/'],
    ]) {
      await expect(main.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await main.getByRole('link', {name: 'Blog tests', exact: true}).click();
    await expect(page).toHaveURL(/\/tests\/blog\/$/);
  });
});

test.describe('old public URLs', () => {
  test('the init command page leads to create-docusaurus', async ({page}) => {
    await page.goto('/docs/api/misc/docusaurus-init/');
    await expect(page).toHaveURL(/\/docs\/api\/misc\/create-docusaurus\/$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('create-docusaurus');
  });

  for (const [from, to] of [
    ['/blog/authors/slorber/authors/2/', '/blog/authors/slorber/page/2/'],
    ['/tests/blog/authors/slorber/authors/2/', '/tests/blog/authors/slorber/page/2/'],
  ]) {
    test(`the 3.7 author pagination ${from} leads to ${to}`, async ({page}) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[/.]/g, '\\$&')}$`));
      await expect(page.locator('article').first()).toBeVisible();
    });
  }
});

test.describe('debug pages', () => {
  test('the routes page lists every route, docs, blog and changelog included', async ({page}) => {
    await page.goto('/__docusaurus/debug/routes/');
    await waitForHydration(page);
    const main = page.locator('main');
    for (const path of [
      '/docs/installation/',
      '/docs/3.6.3/installation/',
      '/blog/releases/3.7/',
      '/changelog/3.7.0/',
      '/tests/docs/standalone/',
    ]) {
      await expect(main.getByText(path, {exact: true}), path).toBeVisible();
    }
  });

  test('the registry page lists the chunks of every shard', async ({page}) => {
    await page.goto('/__docusaurus/debug/registry/');
    await waitForHydration(page);
    // The entry bundle's own registry holds a few dozen chunks; with every shard loaded it holds hundreds.
    await expect.poll(() => page.locator('main li').count()).toBeGreaterThan(500);
  });
});

test.describe('/tests/docs fixtures of the 3.7 site', () => {
  test('a category generated index with a custom slug', async ({page}) => {
    await page.goto('/tests/docs/category-links-generated-index-slug/');
    await expect(page.getByRole('heading', {level: 1, name: 'Category links'})).toBeVisible();
    // The generated index shows one card per item of the category.
    await expect(
      page.locator('main article a.card[href="/tests/docs/tests/category-links/with-index-doc/"]'),
    ).toContainText('Index convention');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.getByRole('link', {name: 'Category links', exact: true})).toHaveAttribute(
      'href',
      '/tests/docs/category-links-generated-index-slug/',
    );
  });

  test('a category holding only its index doc is shown as a plain link', async ({page}) => {
    await page.goto('/tests/docs/tests/category-links/no-subdoc/');
    const link = page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('link', {name: 'Category with only an index doc'});
    await expect(link).toHaveCount(1);
    const item = link.locator('xpath=..');
    await expect(item).toHaveClass(/theme-doc-sidebar-item-link/);
    await expect(item.getByRole('button')).toHaveCount(0);
  });

  test('sidebar items with and without descriptions, as generated-index cards', async ({page}) => {
    await page.goto('/tests/docs/category/sidebar-item-description-tests/');
    const cards = page.locator('main article a.card');
    await expect(cards.filter({hasText: 'Link with description'})).toContainText(
      'A link card that says where it goes.',
    );
    await expect(cards.filter({hasText: 'Category with description'})).toContainText(
      'A category card with a text of its own.',
    );
    await expect(cards.filter({hasText: 'Link without description'})).not.toContainText('A link card');
    await expect(cards).toHaveCount(4);
  });

  test('custom props docs are in their category', async ({page}) => {
    await page.goto('/tests/docs/tests/custom-props/doc-with-custom-props/');
    await expect(page.getByRole('heading', {level: 1, name: 'Doc with custom props'})).toBeVisible();
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.getByRole('link', {name: 'Custom Props', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Doc without custom props'})).toHaveAttribute(
      'href',
      '/tests/docs/tests/custom-props/doc-without-custom-props/',
    );
  });

  test('every image of the image tests has a source that loads', async ({page}) => {
    await page.goto('/tests/docs/tests/images/');
    const images = page.locator('main article img');
    expect(await images.count()).toBeGreaterThan(4);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      expect(await image.getAttribute('src'), (await image.getAttribute('alt')) ?? '').toBeTruthy();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
  });

  test('MDX imports a badly packaged CommonJS module', async ({page}) => {
    await page.goto('/tests/docs/tests/import-bad-package/');
    await expect(page.getByTestId('bad-package-default')).toHaveText('the default export of a CommonJS package');
    await expect(page.getByTestId('bad-package-named')).toHaveText('a named export added after the fact');
  });

  test('the broken-anchors doc keeps its opted-out links, and its real anchors work', async ({page}) => {
    await page.goto('/tests/docs/tests/links/broken-anchors-tests/');
    await waitForHydration(page);
    await expect(page.getByRole('link', {name: 'An anchor missing from this page'})).toHaveAttribute(
      'href',
      '#this-anchor-does-not-exist',
    );
    await page.getByRole('link', {name: 'An explicit id on this page'}).click();
    await expect(page).toHaveURL(/#explicit-id-target$/);
    await expect(page.locator('#explicit-id-target')).toBeInViewport();
  });
});

test.describe('static files', () => {
  test('/pure-html.html is plain HTML outside React, kept out of search engines', async ({page}) => {
    const response = await page.goto('/pure-html.html');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: 'Pure HTML page'})).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('#__docusaurus')).toHaveCount(0);
    await expect(page.locator('script')).toHaveCount(0);
  });

  test('robots.txt allows the site, keeps /tests/ out and names the sitemap', async ({request}) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /tests/');
    expect(lines).toContain('Sitemap: https://docusaurus.io/sitemap.xml');
  });

  test('the sitemap lists no page that robots.txt keeps out', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toMatch(/<loc>https:\/\/docusaurus\.io\/tests\//);
  });
});
