/**
 * Search that forgives: typos, reader phrasing and release numbers find the right page,
 * in the modal and on /search/; corrections say so; the section filter lives in the URL;
 * the searched words are marked on the opened page; the not-found page offers the
 * closest pages.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {hits, modal, openModalAndType} from './searchModal';

const results = (page: Page) => page.locator('main article h2 a');

async function searchInModal(page: Page, query: string): Promise<void> {
  await page.goto('/docs/');
  await waitForHydration(page);
  await openModalAndType(page, query);
}

async function searchPage(page: Page, query: string, extra = ''): Promise<void> {
  await page.goto(`/search/?q=${encodeURIComponent(query)}${extra}`);
  await waitForHydration(page);
}

test.describe('forgiving search in the modal', () => {
  test('a misspelled word finds the page and the modal says what was searched', async ({page}) => {
    await searchInModal(page, 'instalation');
    await expect(hits(page).first()).toHaveAttribute('href', '/docs/installation/');
    await expect(modal(page).getByRole('status')).toHaveText('Showing results for installation');
  });

  test('reader phrasing finds the page that uses other words', async ({page}) => {
    await searchInModal(page, 'put my site online');
    await expect(hits(page).first()).toHaveAttribute('href', '/docs/deployment/');
    // Nothing was corrected: no notice.
    await expect(modal(page).getByRole('status')).toHaveCount(0);
  });

  test('a release query puts the release post first', async ({page}) => {
    await searchInModal(page, 'Docusaurus 3.4');
    await expect(hits(page).first()).toHaveAttribute('href', '/blog/releases/3.4/');
  });

  test("a topic with an older documented version finds that version's page, from the current docs", async ({page}) => {
    await searchInModal(page, 'docusaurus 3.6.3 deployment');
    await expect(hits(page).first()).toHaveAttribute('href', '/docs/3.6.3/deployment/');
    await expect(modal(page).locator('.DocSearch-Hit-source').first()).toHaveText('Docs 3.6.3');
  });

  test('the searched words are marked on the page opened from a hit, until the next navigation', async ({page}) => {
    await searchInModal(page, 'swizzle');
    await expect(hits(page).first()).toHaveAttribute('href', '/docs/swizzling/');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/swizzling\/$/);
    const marks = page.locator('main mark[data-search-highlight]');
    await expect(marks.first()).toBeVisible();
    expect((await marks.allTextContents()).every((text) => /^swizzl/i.test(text))).toBe(true);
    await page.locator('.navbar').getByRole('link', {name: 'Blog', exact: true}).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.locator('mark[data-search-highlight]')).toHaveCount(0);
  });
});

test.describe('forgiving search on /search/', () => {
  test('a misspelled query finds the page and says which words were searched', async ({page}) => {
    await searchPage(page, 'navbr items');
    await expect(results(page).first()).toHaveAttribute('href', '/docs/api/themes/configuration/');
    await expect(page.getByText('Showing results for navbar items')).toBeVisible();
  });

  test('a synonym query finds the page', async ({page}) => {
    await searchPage(page, 'make a new page');
    await expect(results(page).first()).toHaveAttribute('href', '/docs/creating-pages/');
    await expect(page.getByText(/Showing results for/)).toHaveCount(0);
  });

  test('a release query finds the release post, then its changelog page', async ({page}) => {
    await searchPage(page, 'release 3.2');
    await expect(results(page).nth(0)).toHaveAttribute('href', '/blog/releases/3.2/');
    await expect(results(page).nth(1)).toHaveAttribute('href', '/changelog/3.2.0/');
  });

  test('the section filter narrows the results and is kept in the URL', async ({page}) => {
    await searchPage(page, 'sidebar', '&section=changelog');
    const section = page.getByRole('combobox', {name: 'Section'});
    await expect(section).toHaveValue('changelog');
    await expect(results(page).first()).toBeVisible();
    for (const href of await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/changelog\//);
    }
    await section.selectOption('docs');
    await expect(page).toHaveURL(/[?&]section=docs/);
    await expect(page).toHaveURL(/[?&]q=sidebar/);
    await expect(results(page).first()).toHaveAttribute('href', '/docs/sidebar/');
    for (const href of await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/docs\//);
    }
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('combobox', {name: 'Section'})).toHaveValue('docs');
  });

  test('the form has a submit button that searches what was typed', async ({page}) => {
    await searchPage(page, '');
    const input = page.getByRole('searchbox', {name: 'Search'});
    await input.fill('crowdin');
    const submit = page.getByRole('button', {name: 'Search', exact: true});
    await expect(submit).toBeVisible();
    await submit.click();
    await expect(page).toHaveURL(/\/search\/\?q=crowdin$/);
    await expect(results(page).first()).toHaveAttribute('href', '/docs/i18n/crowdin/');
  });

  test('opening a result marks the searched words on the page', async ({page}) => {
    await searchPage(page, 'crowdin');
    await results(page).first().click();
    await expect(page).toHaveURL(/\/docs\/i18n\/crowdin\/$/);
    await expect(page.locator('main mark[data-search-highlight]').first()).toHaveText(/crowdin/i);
  });
});

test.describe('not-found page', () => {
  // Opening a missing URL logs the document's 404 on the console.
  test.use({allowedConsoleErrors: /status of 404/});

  test('a mistyped docs URL offers the page it meant', async ({page}) => {
    const response = await page.goto('/docs/instalation/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    const closest = page.getByRole('region', {name: 'Closest pages'});
    await expect(closest.getByRole('link').first()).toHaveAttribute('href', '/docs/installation/');
  });
});
