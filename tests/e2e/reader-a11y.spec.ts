/**
 * Issue 12, items 3 and 4: version switching keeps the reader's place; navbar dropdowns,
 * the mobile menu and the docs landmarks work with a keyboard and assistive technology.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * Moves the pointer onto an element of the navbar and clicks or rests there, as a reader's mouse does.
 * `locator.hover()` and `locator.click()` first scroll their target into view, and for an element of the sticky
 * navbar Chromium scrolls the page toward the navbar's place in the flow, up to the top of the page on a page opened
 * at an anchor; there the announcement bar pushes the navbar down from under the pointer and the menu closes
 * (issue 31). No mouse does that.
 */
async function pointAt(page: Page, target: Locator, click = false): Promise<void> {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await (click ? page.mouse.click(x, y) : page.mouse.move(x, y));
}

test.describe('version dropdown', () => {
  test('switching version keeps the same doc when it exists there', async ({page}) => {
    await page.goto('/docs/installation/#requirements');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar .dropdown').filter({has: page.getByRole('button', {name: 'Canary'})});
    await pointAt(page, dropdown);
    await pointAt(page, dropdown.getByRole('link', {name: '3.7.0', exact: true}), true);
    await expect(page).toHaveURL(/\/docs\/3\.7\.0\/installation\/#requirements$/);
  });

  test('a page opened at an anchor keeps its navbar until the reader scrolls', async ({page}) => {
    // The theme's hide-on-scroll took the page's starting position for a scroll down and slid the navbar away
    // right after hydration, from under the pointer of a reader about to open a menu (issue 31).
    await page.goto('/docs/installation/#requirements');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    const navbarTop = () => navbar.evaluate((element) => element.getBoundingClientRect().top);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // Longer than the navbar's slide (--ifm-transition-fast).
    await page.waitForTimeout(600);
    expect(await navbarTop()).toBe(0);
    // Scrolling down still hides it.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 400);
    await expect.poll(navbarTop).toBeLessThan(0);
  });

  test('a doc missing from the target version leads to its closest parent page there', async ({page}) => {
    // The SVGR plugin page does not exist in 3.6.3 (the plugin arrived in 3.7): the plugins overview does.
    await page.goto('/docs/api/plugins/@docusaurus/plugin-svgr/');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar .dropdown').filter({has: page.getByRole('button', {name: 'Canary'})});
    await dropdown.hover();
    await dropdown.getByRole('link', {name: '3.6.3', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/3\.6\.3\/api\/plugins\/$/);
  });

  test('choosing the version already shown stays on the page', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar .dropdown').filter({has: page.getByRole('button', {name: 'Canary'})});
    await dropdown.hover();
    await dropdown.getByRole('link', {name: 'Canary', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/installation\/$/);
  });
});

test('navbar dropdowns follow the menu-button keyboard pattern', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const button = page.getByRole('button', {name: 'Canary'});
  const dropdown = page.locator('.navbar .dropdown').filter({has: button});
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // ArrowDown opens the menu and focuses its first link; arrows move; Escape closes.
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const links = dropdown.locator('a.dropdown__link');
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('navbar dropdown arrow keys pressed faster than a frame each move focus one link', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const button = page.getByRole('button', {name: 'Canary'});
  const links = page.locator('.navbar .dropdown').filter({has: button}).locator('a.dropdown__link');
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(0)).toBeFocused();
  // A slow phone can take longer than a key press to draw a frame: frames now come 300 ms apart, so the presses of
  // each group below fall within one frame.
  await page.evaluate(() => {
    window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(performance.now()), 300);
  });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(links.last()).toBeFocused();
});

test('the skip link is the first Tab stop', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(/Skip to main content/);
});

test('docs pages have one main and labelled, unnested navigation landmarks', async ({page}) => {
  await page.goto('/docs/configuration/');
  await waitForHydration(page);
  await expect(page.locator('main, [role="main"]')).toHaveCount(1);
  const navigations = page.locator('nav, [role="navigation"]');
  const labels = await navigations.evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => element.getAttribute('aria-label') ?? ''),
  );
  expect(labels).toEqual(expect.arrayContaining(['Main', 'Docs sidebar', 'Breadcrumbs', 'Docs pages', 'On this page']));
  expect(labels.every((label) => label.trim().length > 0)).toBe(true);
  // No landmark inside another complementary or navigation landmark.
  const nested = await page.evaluate(() => {
    const landmark = 'nav, aside:not([role="none"]), [role="navigation"], [role="complementary"]';
    return [...document.querySelectorAll(landmark)].filter((element) => element.parentElement?.closest(landmark))
      .length;
  });
  expect(nested).toBe(0);
});

test('sidebar category buttons say what they do and whether they are open', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const collapse = page.getByRole('button', {name: "Collapse sidebar category 'Getting Started'"});
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  const expand = page.getByRole('button', {name: "Expand sidebar category 'Guides'"});
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  const box = (await expand.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
});

test('keyboard focus is visible in both colour modes', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  for (const mode of ['light', 'dark']) {
    await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
    const link = page.locator('.pagination-nav__link').first();
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await link.evaluate((element) => {
      const style = getComputedStyle(element);
      return {style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
    });
    expect(outline.style, mode).not.toBe('none');
    expect(outline.width, mode).toBeGreaterThanOrEqual(2);
  }
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 390, height: 760}});

  test('focus stays out while closed, is trapped while open, and Escape returns it', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const panel = page.locator('.navbar-sidebar');
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    }
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.click();
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press(i % 3 === 0 ? 'Shift+Tab' : 'Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});
