import {test, expect, waitForHydration} from './fixtures';

test.describe('navbar and footer', () => {
  test('the navbar shows every top-level item', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (const label of ['Docs', 'API', 'Blog', 'Showcase', 'Community', 'Tests']) {
      await expect(navbar.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(navbar.getByRole('link', {name: /source code on GitHub/})).toBeVisible();
    await expect(navbar.getByRole('button', {name: /dark and light mode/i})).toBeVisible();
    await expect(navbar.getByRole('button', {name: /search/i})).toBeVisible();
  });

  test('the footer has the Learn, Community, More and Legal columns', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const title of ['Learn', 'Community', 'More', 'Legal']) {
      await expect(footer.locator('.footer__title', {hasText: title})).toBeVisible();
    }
    await expect(footer.getByRole('link', {name: 'Changelog'})).toHaveAttribute('href', '/changelog/');
  });
});

const contentAreas: {path: string; heading: RegExp}[] = [
  {path: '/docs/', heading: /Introduction/},
  {path: '/docs/3.7.0/', heading: /Introduction/},
  {path: '/docs/3.6.3/', heading: /Introduction/},
  {path: '/community/support/', heading: /Support/},
  {path: '/blog/', heading: /.+/},
  {path: '/changelog/', heading: /.+/},
  {path: '/tests/docs/', heading: /Docs tests/},
  {path: '/tests/blog/', heading: /.+/},
  {path: '/tests/pages/', heading: /Pages tests/},
  {path: '/__docusaurus/debug/', heading: /.+/},
];

for (const {path, heading} of contentAreas) {
  test(`${path} renders`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('main h1, main h2').first()).toHaveText(heading);
  });
}

test('the docs are served in Canary, 3.7.0 and 3.6.3', async ({page}) => {
  for (const [path, version] of [
    ['/docs/installation/', 'Canary'],
    ['/docs/3.7.0/installation/', '3.7.0'],
    ['/docs/3.6.3/installation/', '3.6.3'],
  ]) {
    await page.goto(path!);
    await expect(page.locator('html')).toHaveClass(
      new RegExp(`docs-version-${version === 'Canary' ? 'current' : version!.replace(/\./g, '\\.')}`),
    );
  }
});

test.describe('not found', () => {
  // The browser itself logs the 404 status of the document.
  test.use({allowedConsoleErrors: /status of 404/});

  test('an unknown path renders the not-found page', async ({page}) => {
    const response = await page.goto('/this/page/does/not/exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});

test('the sitemap leaves out the test blog and test pages', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(urls).toContain('/docs/');
  expect(urls).toContain('/blog/');
  expect(urls.filter((url) => url.startsWith('/tests/blog/') || url.startsWith('/tests/pages/'))).toEqual([]);
});
