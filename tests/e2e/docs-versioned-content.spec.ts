/**
 * The versioned docs describe their own release, not the Canary code: pages that did not exist are absent,
 * and requirements and config keys match what 3.7.0 and 3.6.3 accepted.
 */
import {test, expect, waitForHydration} from './fixtures';

const svgrPath = 'api/plugins/@docusaurus/plugin-svgr/';

test('3.6.3 has no plugin-svgr page', async ({request}) => {
  // A request, not a navigation: on a versioned 404 the client renders the navbar for that version, and the
  // static 404 page does not match it (a hydration warning unrelated to the content checked here).
  const response = await request.get(`/docs/3.6.3/${svgrPath}`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
});

for (const prefix of ['/docs/', '/docs/3.7.0/']) {
  test(`${prefix} has the plugin-svgr page`, async ({page}) => {
    const response = await page.goto(`${prefix}${svgrPath}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toContainText('plugin-svgr');
  });
}

test('the 3.6.3 plugins overview lists no SVGR plugin and no svgr preset key', async ({page}) => {
  await page.goto('/docs/3.6.3/api/plugins/');
  await waitForHydration(page);
  const article = page.locator('article');
  await expect(article.getByRole('heading', {level: 1})).toBeVisible();
  await expect(article.locator(`a[href*="plugin-svgr"]`)).toHaveCount(0);
  await expect(article.locator('table code', {hasText: /^svgr$/})).toHaveCount(0);
  // The 3.7.0 copy still has both.
  await page.goto('/docs/3.7.0/api/plugins/');
  await expect(page.locator('article').locator(`a[href="/docs/3.7.0/${svgrPath}"]`).first()).toBeVisible();
});

test('each version states its own Node.js requirement', async ({page}) => {
  const requirement = page.locator('article li', {hasText: /^Node\.js \d+\.0 or later/}).first();
  for (const [url, node] of [
    ['/docs/3.6.3/installation/', '18.0'],
    ['/docs/3.7.0/installation/', '18.0'],
    ['/docs/installation/', '20.0'],
  ] as const) {
    await page.goto(url);
    await expect(requirement).toContainText(`Node.js ${node} or later`);
  }
});

test('the 3.7.0 config reference documents the experimental future flags, not the later names', async ({page}) => {
  await page.goto('/docs/3.7.0/api/docusaurus-config/');
  await waitForHydration(page);
  const article = page.locator('article');
  const firstColumn = article.locator('table tr td:first-child code');
  const keys = await firstColumn.allInnerTexts();
  expect(keys).toContain('experimental_faster');
  expect(keys).toContain('experimental_storage');
  expect(keys).not.toContain('storage');
  expect(keys).not.toContain('v4');
  expect(keys).not.toContain('faster');
  expect(keys).not.toContain('hooks');
  await expect(article.locator('h3#storage')).toContainText('future.experimental_storage');
  // Canary documents the promoted names.
  await page.goto('/docs/api/docusaurus-config/');
  const canaryKeys = await page.locator('article table tr td:first-child code').allInnerTexts();
  expect(canaryKeys).toContain('storage');
  expect(canaryKeys).toContain('faster');
});

test('versioned pages never announce features of later releases', async ({page}) => {
  for (const url of [
    '/docs/3.7.0/api/docusaurus-config/',
    '/docs/3.6.3/api/themes/configuration/',
    '/docs/3.6.3/api/plugins/@docusaurus/plugin-content-blog/',
  ]) {
    await page.goto(url);
    await expect(page.locator('article')).not.toContainText(/new after 3\.7\.0/i);
  }
  // The Canary page does mark them.
  await page.goto('/docs/api/docusaurus-config/');
  await expect(page.locator('article')).toContainText(/new after 3\.7\.0/i);
});
