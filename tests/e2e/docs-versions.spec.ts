/**
 * Docs versions UX: the navbar version dropdown (desktop and mobile), the version
 * banners, switching versions and the stored version preference.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const PREFERENCE_KEY = /^docs-preferred-version-default-[a-z0-9]+$/;

function versionDropdown(page: Page) {
  return page.locator('.navbar__item.dropdown', {has: page.getByRole('button', {name: 'Canary'})});
}

async function openVersionMenu(page: Page) {
  const dropdown = versionDropdown(page);
  await dropdown.getByRole('button', {name: 'Canary'}).hover();
  const menu = dropdown.locator('.dropdown__menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Local storage keys holding the preferred version of the main docs instance. */
async function preferenceEntries(page: Page): Promise<[string, string][]> {
  const entries = await page.evaluate(() => Object.entries(localStorage));
  return entries.filter(([key]) => PREFERENCE_KEY.test(key));
}

test.describe('version dropdown on desktop', () => {
  test('lists Canary, the releases, the archived versions, then All versions, in that order', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const menu = await openVersionMenu(page);
    const entries = (await menu.locator(':scope > li').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    expect(entries).toEqual([
      'Canary',
      '3.7.0',
      '3.6.3',
      'Archived versions',
      '2.3.1',
      '2.2.0',
      '2.1.0',
      '2.0.1',
      '1.x.x',
      'All versions',
    ]);

    // Served versions link to the same doc in each version.
    await expect(menu.getByRole('link', {name: 'Canary', exact: true})).toHaveAttribute('href', '/docs/installation/');
    await expect(menu.getByRole('link', {name: '3.7.0', exact: true})).toHaveAttribute(
      'href',
      '/docs/3.7.0/installation/',
    );
    await expect(menu.getByRole('link', {name: '3.6.3', exact: true})).toHaveAttribute(
      'href',
      '/docs/3.6.3/installation/',
    );
    // Archived versions are external snapshots.
    for (const label of ['2.3.1', '2.2.0', '2.1.0', '2.0.1', '1.x.x']) {
      const link = menu.getByRole('link', {name: label});
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(menu.getByRole('link', {name: 'All versions'})).toHaveAttribute('href', '/versions/');
  });

  test('switching from Canary to 3.7.0 opens the same doc and remembers the choice', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    expect(await preferenceEntries(page)).toEqual([]);
    const menu = await openVersionMenu(page);
    await menu.getByRole('link', {name: '3.7.0', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/3\.7\.0\/installation\/$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    const stored = await preferenceEntries(page);
    expect(stored).toHaveLength(1);
    expect(stored[0]![1]).toBe('3.7.0');

    // The preference survives a visit elsewhere: the navbar "Docs" link now targets 3.7.0.
    await page.goto('/');
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/3.7.0/');
  });

  test('a stored preference for a version that no longer exists is cleared', async ({page}) => {
    // Learn the namespaced key by making a choice, then replace its value by a removed version.
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const menu = await openVersionMenu(page);
    await menu.getByRole('link', {name: '3.6.3', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/3\.6\.3\/installation\/$/);
    const [[key]] = await preferenceEntries(page);
    await page.evaluate((storageKey) => localStorage.setItem(storageKey, '2.0.0-removed'), key!);

    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate((storageKey) => localStorage.getItem(storageKey), key!)).toBeNull();
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/');
  });
});

test.describe('version dropdown on mobile', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('appears as "Versions" in the navbar menu and lists the versions', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // No desktop-style "Canary" dropdown button in the mobile menu: the item is labelled "Versions".
    await expect(sidebar.getByRole('button', {name: 'Canary', exact: true})).toHaveCount(0);
    const versionsToggle = sidebar.getByRole('button', {name: 'Versions', exact: true});
    await versionsToggle.click();
    const versions = sidebar.locator('li.menu__list-item', {
      has: page.getByRole('button', {name: 'Versions', exact: true}),
    });
    // Outside the docs, each version links to its landing doc.
    for (const [label, href] of [
      ['Canary', '/docs/'],
      ['3.7.0', '/docs/3.7.0/'],
      ['3.6.3', '/docs/3.6.3/'],
    ] as const) {
      const link = versions.getByRole('link', {name: label, exact: true});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    await expect(versions.getByRole('link', {name: 'All versions'})).toHaveAttribute('href', '/versions/');
  });
});

test.describe('version banners', () => {
  test('Canary pages say the docs are unreleased and link to the same doc in the latest stable release', async ({
    page,
  }) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText('This is unreleased documentation for Docusaurus Canary version.');
    await expect(banner).toContainText('(3.7.0)');
    await expect(banner.getByRole('link', {name: 'latest version'})).toHaveAttribute(
      'href',
      '/docs/3.7.0/installation/',
    );
  });

  test('3.6.3 pages say the version is unmaintained and link to the same doc in the latest stable release', async ({
    page,
  }) => {
    await page.goto('/docs/3.6.3/installation/');
    await waitForHydration(page);
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toContainText(
      'This is documentation for Docusaurus 3.6.3, which is no longer actively maintained.',
    );
    const latest = banner.getByRole('link', {name: 'latest version'});
    await expect(latest).toHaveAttribute('href', '/docs/3.7.0/installation/');
    await latest.click();
    await expect(page).toHaveURL(/\/docs\/3\.7\.0\/installation\/$/);
  });

  test('3.7.0, the newest release, shows no banner', async ({page}) => {
    await page.goto('/docs/3.7.0/installation/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });
});
