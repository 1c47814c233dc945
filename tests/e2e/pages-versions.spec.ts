import {test, expect, waitForHydration} from './fixtures';

test('the versions page links stable, next, past and legacy docs', async ({page}) => {
  await page.goto('/versions/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus documentation versions');
  for (const id of ['latest', 'next', 'archive', 'legacy']) {
    await expect(page.locator(`h2#${id}`)).toBeVisible();
  }
  const links: [string, string][] = [
    ['3.7.0 documentation', '/docs/3.7.0/'],
    ['3.7.0 release notes on GitHub', 'https://github.com/facebook/docusaurus/releases/tag/v3.7.0'],
    ['3.7.0 release blog post', '/blog/releases/3.7/'],
    ['Canary documentation', '/docs/'],
    ['3.6.3 documentation', '/docs/3.6.3/'],
    ['3.6.3 release notes on GitHub', 'https://github.com/facebook/docusaurus/releases/tag/v3.6.3'],
    ['2.3.1 documentation', 'https://docusaurus-archive-october-2023.netlify.app/docs/2.3.1'],
    ['2.0.1 documentation', 'https://docusaurus-archive-october-2023.netlify.app/docs/2.0.1'],
    ['Docusaurus 1.x.x documentation', 'https://v1.docusaurus.io/docs/en/installation'],
  ];
  for (const [name, href] of links) {
    await expect(page.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
  }
  const stableTable = page.getByRole('table', {name: 'Stable version'});
  await expect(stableTable.getByRole('rowheader')).toHaveText(['3.7.0']);
  await page.getByRole('link', {name: '3.7.0 documentation'}).click();
  await expect(page).toHaveURL(/\/docs\/3\.7\.0\/$/);
});
