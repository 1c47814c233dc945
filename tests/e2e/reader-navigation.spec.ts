/**
 * Issue 12, item 2: the sidebar shows the current page, the table of contents follows the
 * reader, the sidebar remembers its state, and anchors never land under the navbar.
 */
import type {Page} from '@playwright/test';
import {test, expect, scrollIntoViewAndSettle, waitForHydration} from './fixtures';

// A short window makes the sidebar and the table of contents overflow on the pages used here.
test.use({viewport: {width: 1280, height: 560}});

const sidebarNav = '.theme-doc-sidebar-container nav.menu';

/** Whether the element is fully inside the scroll box of the container, and the page did not move. */
async function isInsideBox(page: Page, containerSelector: string, itemSelector: string): Promise<boolean> {
  return page.evaluate(
    ([containerSel, itemSel]) => {
      const container = document.querySelector(containerSel)!.getBoundingClientRect();
      const item = [...document.querySelectorAll(itemSel)].pop()!.getBoundingClientRect();
      return item.top >= container.top && item.bottom <= container.bottom;
    },
    [containerSelector, itemSelector] as const,
  );
}

test.describe('sidebar shows the active item', () => {
  test('on a deep link, by scrolling the sidebar only', async ({page}) => {
    await page.goto('/docs/guides/whats-next/');
    await waitForHydration(page);
    const overflows = await page.locator(sidebarNav).evaluate((nav) => nav.scrollHeight > nav.clientHeight);
    expect(overflows, 'the sidebar must be taller than its box for this test').toBe(true);
    await expect.poll(() => isInsideBox(page, sidebarNav, `${sidebarNav} .menu__link--active`)).toBe(true);
    expect(await page.locator(sidebarNav).evaluate((nav) => nav.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('after a client-side navigation', async ({page}) => {
    await page.goto('/docs/i18n/crowdin/');
    await waitForHydration(page);
    await page.locator(sidebarNav).evaluate((nav) => nav.scrollTo({top: 0}));
    const next = page.locator('.pagination-nav__link--next');
    await scrollIntoViewAndSettle(next);
    await next.click();
    await expect(page).toHaveURL(/\/docs\/guides\/whats-next\/$/);
    await expect.poll(() => isInsideBox(page, sidebarNav, `${sidebarNav} .menu__link--active`)).toBe(true);
  });
});

test('the table of contents keeps the active heading visible', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 420});
  await page.goto('/docs/i18n/crowdin/');
  await waitForHydration(page);
  const toc = '.theme-doc-toc-desktop';
  const overflows = await page.locator(toc).evaluate((box) => box.scrollHeight > box.clientHeight);
  expect(overflows, 'the table of contents must be taller than its box for this test').toBe(true);
  await page.evaluate(() => window.scrollTo({top: document.documentElement.scrollHeight}));
  await expect(page.locator(`${toc} .table-of-contents__link--active`)).toHaveCount(1);
  await expect.poll(() => isInsideBox(page, toc, `${toc} .table-of-contents__link--active`)).toBe(true);
  expect(await page.locator(toc).evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
});

test.describe('the sidebar remembers the reader', () => {
  test('opened categories, across page loads, under a namespaced key', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await page.getByRole('button', {name: "Expand sidebar category 'Guides'"}).click();
    await expect(page.getByRole('button', {name: "Collapse sidebar category 'Guides'"})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // A full page load elsewhere: Guides (collapsed by default) is open again.
    await page.goto('/docs/');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: "Collapse sidebar category 'Guides'"})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys).toEqual(
      expect.arrayContaining([expect.stringMatching(/^docusaurus\.reader\.sidebarCategories-[a-z0-9]{1,8}$/)]),
    );
    // Back on a page of another category, that category stays open (auto-collapse keeps one open).
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await expect(page.locator(`${sidebarNav} .menu__link--active`).last()).toBeVisible();
  });

  test('closed categories, across client-side navigations', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await page.getByRole('button', {name: "Expand sidebar category 'Guides'"}).click();
    await page.getByRole('button', {name: "Collapse sidebar category 'Guides'"}).click();
    await page.goto('/docs/');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: "Expand sidebar category 'Guides'"})).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('a hidden sidebar, until shown again', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
    const expand = page.getByRole('button', {name: 'Expand sidebar', exact: true});
    await expect(expand).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Expand sidebar', exact: true})).toBeVisible();
    await page.getByRole('button', {name: 'Expand sidebar', exact: true}).click();
    await expect(page.locator(sidebarNav)).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(sidebarNav)).toBeVisible();
    await expect(page.getByRole('button', {name: 'Expand sidebar', exact: true})).toHaveCount(0);
  });

  test('keeps working when storage is blocked', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('storage disabled');
        },
      });
    });
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await page.getByRole('button', {name: "Expand sidebar category 'Guides'"}).click();
    await expect(page.getByRole('button', {name: "Collapse sidebar category 'Guides'"})).toBeVisible();
    await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
    await expect(page.getByRole('button', {name: 'Expand sidebar', exact: true})).toBeVisible();
  });
});

test.describe('anchors clear the sticky navbar', () => {
  async function navbarBottom(page: Page): Promise<number> {
    return page.locator('.navbar').evaluate((navbar) => Math.max(0, navbar.getBoundingClientRect().bottom));
  }

  test('a deep link to a heading', async ({page}) => {
    await page.goto('/docs/configuration/#accessing-configuration-from-components');
    await waitForHydration(page);
    const heading = page.locator('#accessing-configuration-from-components');
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(await navbarBottom(page));
  });

  test('any element with an id, also after the navbar hid on scroll', async ({page}) => {
    await page.goto('/docs/configuration/');
    await waitForHydration(page);
    // A plain paragraph target (no heading class of its own), in the middle of the article.
    await page.evaluate(() => {
      const paragraphs = document.querySelectorAll('article .markdown > p');
      paragraphs[Math.floor(paragraphs.length / 2)]!.id = 'reader-target';
    });
    await page.mouse.wheel(0, 1500);
    await page.evaluate(() => {
      window.location.hash = 'reader-target';
    });
    const target = page.locator('#reader-target');
    await expect.poll(async () => (await target.boundingBox())!.y).toBeGreaterThanOrEqual(56);
    expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(await navbarBottom(page));
  });
});
