import {test, expect, waitForHydration} from './fixtures';
import requests from '../../src/data/feature-requests.json';

test.describe('feature requests board', () => {
  test('lists the requests and filters them by status', async ({page}) => {
    await page.goto('/feature-requests/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Feature requests'})).toBeVisible();
    const items = page.locator('main ul li').filter({has: page.locator('a[href^="/feature-requests/"]')});
    await expect(items).toHaveCount(requests.length);
    await expect(page.getByRole('link', {name: /Propose an idea/})).toHaveAttribute(
      'href',
      'https://github.com/facebook/docusaurus/discussions',
    );

    const shipped = requests.filter((r) => r.status === 'shipped').length;
    await page.getByRole('button', {name: `Shipped (${shipped})`}).click();
    await expect(page).toHaveURL(/\?status=shipped$/);
    await expect(page.getByRole('button', {name: `Shipped (${shipped})`})).toHaveAttribute('aria-pressed', 'true');
    await expect(items).toHaveCount(shipped);
    await page.getByRole('button', {name: /^All/}).click();
    await expect(items).toHaveCount(requests.length);
  });

  test('goes from the list to a detail view and back', async ({page}) => {
    await page.goto('/feature-requests/');
    await waitForHydration(page);
    await page.getByRole('link', {name: 'Publish an llms.txt file for AI tools'}).click();
    await expect(page).toHaveURL(/\/feature-requests\/llms-txt\/$/);
    await expect(page.getByRole('heading', {level: 2, name: 'Publish an llms.txt file for AI tools'})).toBeVisible();
    await expect(page.getByText('Status:')).toContainText('Shipped');
    await expect(page.getByRole('link', {name: 'facebook/docusaurus#10899'})).toHaveAttribute(
      'href',
      'https://github.com/facebook/docusaurus/issues/10899',
    );
    await page.getByRole('link', {name: '← All feature requests'}).click();
    await expect(page).toHaveURL(/\/feature-requests\/$/);
    await expect(page.getByRole('link', {name: 'Publish an llms.txt file for AI tools'})).toBeVisible();
  });

  test('serves each detail page as static HTML', async ({page}) => {
    await page.goto('/feature-requests/local-search/');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/Search that works without a hosted service/);
    await expect(page.getByRole('link', {name: 'facebook/docusaurus#776'})).toBeVisible();
  });

  test('shows a not-found state inside the board for an unknown slug', async ({page}) => {
    await page.goto('/feature-requests/');
    await waitForHydration(page);
    // Client-side navigation: the non-exact route renders the board for any sub-path.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/feature-requests/no-such-request/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {name: 'Request not found'})).toBeVisible();
    await expect(page.getByText('no-such-request')).toBeVisible();
    await page.getByRole('link', {name: 'See all feature requests'}).click();
    await expect(page).toHaveURL(/\/feature-requests\/$/);
  });
});
