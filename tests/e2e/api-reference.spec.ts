import {test, expect, waitForHydration} from './fixtures';

/** Top-level entries of the `api` sidebar, in the order of the original site (facts: sidebar `api`). */
const apiSidebarTopLevel = [
  'CLI',
  'Client API',
  'docusaurus.config.js',
  'Plugin method references',
  'Plugins',
  'Themes',
  'Miscellaneous',
];

test('the API sidebar lists the reference categories in order', async ({page}) => {
  await page.goto('/docs/cli/');
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const topLevel = sidebar.locator(':scope > ul > li > div > a, :scope > ul > li > a');
  await expect(topLevel).toHaveText(apiSidebarTopLevel);
});

test('the Plugins category lists every official plugin and the svgr page exists', async ({page}) => {
  await page.goto('/docs/api/plugins/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus plugins');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const svgrLink = sidebar.getByRole('link', {name: '📦 plugin-svgr'});
  await expect(svgrLink).toHaveAttribute('href', '/docs/api/plugins/@docusaurus/plugin-svgr/');
  await svgrLink.click();
  await expect(page).toHaveURL(/\/docs\/api\/plugins\/@docusaurus\/plugin-svgr\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('📦 plugin-svgr');
});

test('a plugin page renders its options table', async ({page}) => {
  const response = await page.goto('/docs/api/plugins/@docusaurus/plugin-content-docs/');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const optionsTable = page
    .locator('table')
    .filter({has: page.locator('th', {hasText: 'Option'})})
    .first();
  await expect(optionsTable).toBeVisible();
  const sidebarPathRow = optionsTable
    .locator('tr')
    .filter({has: page.locator('td:first-child code', {hasText: /^sidebarPath$/})});
  await expect(sidebarPathRow).toHaveCount(1);
  await expect(sidebarPathRow.locator('td').nth(2)).toHaveText('none');
  // The 36 top-level options; the 8 nested keys (admonitions.*, versions.*) are in sub-tables.
  await expect(optionsTable.locator('tbody tr')).toHaveCount(36);
});

test('the reference pages link to each other with working anchors', async ({page}) => {
  await page.goto('/docs/api/docusaurus-config/');
  await waitForHydration(page);
  await page.getByRole('link', {name: 'useBrokenLinks'}).first().click();
  await expect(page).toHaveURL(/\/docs\/docusaurus-core\/#useBrokenLinks$/);
  await expect(page.locator('#useBrokenLinks')).toBeInViewport();
});
