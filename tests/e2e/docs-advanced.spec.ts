/**
 * Advanced Guides and Upgrading docs: every page renders with its title, its
 * Mermaid diagrams become SVG, and the sidebar groups the pages as in the facts.
 */
import {test, expect, waitForHydration} from './fixtures';

const pages: {url: string; title: string; diagrams: number}[] = [
  {url: '/docs/advanced/', title: 'Advanced Tutorials', diagrams: 1},
  {url: '/docs/advanced/architecture/', title: 'Architecture', diagrams: 1},
  {url: '/docs/advanced/plugins/', title: 'Plugins', diagrams: 1},
  {url: '/docs/advanced/routing/', title: 'Routing', diagrams: 1},
  {url: '/docs/advanced/ssg/', title: 'Static site generation (SSG)', diagrams: 1},
  {url: '/docs/advanced/client/', title: 'Client architecture', diagrams: 2},
  {url: '/docs/migration/', title: 'Upgrading Docusaurus', diagrams: 0},
  {url: '/docs/migration/v3/', title: 'Upgrading to Docusaurus v3', diagrams: 0},
  {url: '/docs/migration/v2/', title: 'Overview', diagrams: 1},
  {url: '/docs/migration/v2/automated/', title: 'Automated migration', diagrams: 0},
  {url: '/docs/migration/v2/manual/', title: 'Manual migration', diagrams: 0},
  {url: '/docs/migration/v2/versioned-sites/', title: 'Versioned sites', diagrams: 1},
  {url: '/docs/migration/v2/translated-sites/', title: 'Translated sites', diagrams: 1},
];

for (const {url, title, diagrams} of pages) {
  test(`${url} renders "${title}" with ${diagrams} diagram(s)`, async ({page}) => {
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    const rendered = page.locator('article .docusaurus-mermaid-container svg');
    await expect(rendered).toHaveCount(diagrams);
  });
}

test('the sidebar groups the Advanced Guides and the Upgrading guides', async ({page}) => {
  await page.goto('/docs/migration/v2/manual/');
  await waitForHydration(page);
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('link', {name: 'Advanced Guides'})).toHaveAttribute('href', '/docs/advanced/');
  await expect(sidebar.getByRole('link', {name: 'Upgrading', exact: true})).toHaveAttribute('href', '/docs/migration/');
  // The active page's categories are expanded: "To Docusaurus v2" has no page of its own.
  await expect(sidebar.getByRole('link', {name: 'To Docusaurus v3'})).toHaveAttribute('href', '/docs/migration/v3/');
  await expect(sidebar.getByRole('button', {name: 'To Docusaurus v2'})).toBeVisible();
  const v2Labels = ['Overview', 'Automated migration', 'Manual migration', 'Versioned sites', 'Translated sites'];
  for (const label of v2Labels) {
    await expect(sidebar.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
  await sidebar.getByRole('link', {name: 'Advanced Guides'}).click();
  await expect(page).toHaveURL(/\/docs\/advanced\/$/);
  for (const label of ['Architecture', 'Plugins', 'Routing', 'Static site generation', 'Client architecture']) {
    await expect(sidebar.getByRole('link', {name: label, exact: true})).toBeVisible();
  }
});
