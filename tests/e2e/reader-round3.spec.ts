/**
 * What a reader still tripped on (issue 31): the not-found page's closest pages outside the main landmark, the code
 * block holding links without a copy button in some versions, and old URLs of the original site that led nowhere (the
 * "V2 Changelog" page and three /tests/docs fixtures).
 */
import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration} from './fixtures';

test.describe('the not-found page', () => {
  // Opening a missing URL logs the document's 404 on the console.
  test.use({allowedConsoleErrors: /status of 404/});

  // A docs path (the docs plugin shows the not-found content inside the docs layout) and a path outside the docs (the
  // theme's not-found page). Missing paths under /docs/3.6.3/ or /docs/3.7.0/ are left out: nginx answers them with the
  // one 404.html, whose navbar names Canary while the browser names the version, a hydration mismatch (reported).
  for (const url of ['/docs/instalation/', '/blog/no-such-post/']) {
    test(`${url}: the closest pages are inside the main landmark, aligned with the text`, async ({page}) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      const main = page.getByRole('main');
      await expect(main).toHaveCount(1);
      const closest = main.getByRole('region', {name: 'Closest pages'});
      await expect(closest.getByRole('link').first()).toBeVisible();
      // Same left edge as the page's title: the list sits in the same column.
      const titleBox = await main.getByRole('heading', {level: 1, name: 'Page Not Found'}).boundingBox();
      const listBox = await closest.getByRole('heading', {level: 2}).boundingBox();
      expect(Math.abs(titleBox!.x - listBox!.x)).toBeLessThanOrEqual(1);
      // The section name after each link is readable (Infima's text--secondary alone is a background grey).
      const contrast = await new AxeBuilder({page}).include('main').withRules(['color-contrast']).analyze();
      expect(contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual(
        [],
      );
    });
  }
});

test.describe('the code block holding links', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const version of ['', '3.7.0/', '3.6.3/']) {
    const url = `/docs/${version}markdown-features/code-blocks/`;

    test(`${url}: has the theme's copy button, usable from the keyboard, copying the text without markup`, async ({
      page,
    }) => {
      await page.goto(url);
      await waitForHydration(page);
      // The block as every other one: a .theme-code-block container holding the code and its buttons.
      const block = page
        .locator('main article .theme-code-block', {has: page.getByRole('link', {name: 'Config', exact: true})})
        .last();
      await expect(block).toBeVisible();
      const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
      await expect(copy).toHaveCount(1);
      const linked = block.locator('pre');

      // The same button as on a highlighted block: same classes, same size.
      const reference = page
        .locator('main article .theme-code-block:not(:has(a))')
        .first()
        .getByRole('button', {name: 'Copy code to clipboard'});
      expect(await copy.getAttribute('class')).toBe(await reference.getAttribute('class'));
      const [size, referenceSize] = await Promise.all([copy.boundingBox(), reference.boundingBox()]);
      expect(size!.width).toBeCloseTo(referenceSize!.width, 0);
      expect(size!.height).toBeCloseTo(referenceSize!.height, 0);
      // Hidden until the pointer is over the block, then half visible, by the theme's rules.
      await linked.hover();
      await expect.poll(() => copy.evaluate((button) => getComputedStyle(button).opacity)).toBe('0.4');

      // Keyboard: the link inside the block, then the block's buttons, are reached with Tab.
      await linked.getByRole('link', {name: 'Config', exact: true}).focus();
      for (
        let presses = 0;
        presses < 5 && !(await copy.evaluate((button) => button === document.activeElement));
        presses += 1
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(copy).toBeFocused();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe("import type {Config} from '@docusaurus/types';");
    });
  }
});

test.describe('URLs of the original site', () => {
  test('/changelog/V2 Changelog/ leads to the V2 Changelog page', async ({page}) => {
    await page.goto('/changelog/V2%20Changelog/');
    await expect(page).toHaveURL(/\/changelog\/v2-changelog\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'V2 Changelog'})).toBeVisible();
    await expect(page.locator('main')).toContainText('docusaurus.config.js');
  });

  test('/tests/docs/category/tests/ is the generated index of the Tests category', async ({page}) => {
    const response = await page.goto('/tests/docs/category/tests/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: 'Tests'})).toBeVisible();
    const cards = page.locator('main article a.card');
    await expect(cards.filter({hasText: 'Sidebar item description tests'})).toHaveAttribute(
      'href',
      '/tests/docs/category/sidebar-item-description-tests/',
    );
    await expect(cards.filter({hasText: 'Image tests'})).toHaveAttribute('href', '/tests/docs/tests/img-tests/');
  });

  test('/tests/docs/category/sidebar-item-description-tests/ shows cards with and without descriptions', async ({
    page,
  }) => {
    const response = await page.goto('/tests/docs/category/sidebar-item-description-tests/');
    expect(response?.status()).toBe(200);
    const cards = page.locator('main article a.card');
    await expect(cards).toHaveCount(4);
    await expect(cards.filter({hasText: 'Link with description'})).toContainText(
      'A link card that says where it goes.',
    );
  });

  test('/tests/docs/tests/img-tests/ shows its images, the responsive ones included, and its social card', async ({
    page,
  }) => {
    const response = await page.goto('/tests/docs/tests/img-tests/');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Image tests'})).toBeVisible();
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/assets\/images\/fixture-card-[\w-]+\.png$/,
    );
    // IdealImage draws its <img> once the block is in view: bring it there.
    await page.locator('#responsive-image').scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', {name: 'Checkered card through the ideal-image plugin'})).toBeVisible();
    const images = page.locator('main article img');
    await expect(images).toHaveCount(2);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
  });
});
