import {test, expect, waitForHydration} from './fixtures';
import home from '../../src/data/home.json';

test.describe('home page', () => {
  test('has the release banner, hero, features and the Markdown demo', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('link', {name: /Docusaurus 3\.7 is out/})).toHaveAttribute(
      'href',
      '/blog/releases/3.7/',
    );
    await expect(page.getByRole('heading', {level: 1})).toContainText('Docusaurus');
    await expect(page.getByRole('link', {name: 'Get Started'})).toHaveAttribute('href', '/docs/');
    await expect(page.getByRole('link', {name: 'Playground'}).first()).toHaveAttribute('href', '/docs/playground/');
    for (const feature of home.features) {
      await expect(page.getByRole('heading', {level: 3, name: feature.title})).toBeVisible();
    }
    const demo = page.locator('section', {has: page.getByRole('heading', {name: home.demo.heading})});
    await expect(demo.locator('figure')).toContainText(home.demo.sample.tip);
    await expect(demo.getByText(`# ${home.demo.sample.title}`)).toBeVisible();
    // No third-party embeds.
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test.describe('examples', () => {
  test('the Markdown page example renders every feature', async ({page}) => {
    await page.goto('/examples/markdownPageExample/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Markdown page example');
    await expect(page.locator('.theme-admonition-info')).toBeVisible();
    await expect(page.locator('p', {hasText: /^Lift-off/})).toBeVisible();
    await expect(page.getByRole('img', {name: /paper plane drawing/})).toBeVisible();
    await expect(page.getByRole('img', {name: /Docusaurus logo/})).toBeVisible();
    await page.getByRole('tab', {name: 'Yarn'}).click();
    await expect(page.getByRole('tabpanel')).toContainText('yarn build');
    await expect(page.getByRole('heading', {level: 3, name: 'Chapter 1: a CommonMark partial'})).toBeVisible();
    await expect(page.getByText('The page passed the name')).toContainText('Ada');
    await expect(page.getByText('only visible in the source')).toHaveCount(0);
    await page.getByRole('button', {name: 'Like this page'}).click();
    await expect(page.getByText('1 like', {exact: true})).toBeVisible();
    await expect(page.getByText('src/pages/examples/_myComponent.tsx')).toBeVisible();
  });

  test('the noIndex example asks robots not to index it', async ({page}) => {
    await page.goto('/examples/noIndex/');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
