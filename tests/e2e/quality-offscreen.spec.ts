/**
 * Long pages lay out only what is near the viewport (src/css/offscreen.css): blocks of the page body far below the
 * first screen, the blog list's later posts and the footer wait until the reader scrolls towards them, and nothing
 * moves or goes missing because of it. The foot of the page (its last blocks) is laid out with the page, so that a
 * jump to the end lands on real heights.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const phone = {width: 412, height: 823};
const desktop = {width: 1280, height: 720};
/** How many blocks at the end of a page body are laid out with the page (`:nth-last-child` in offscreen.css). */
const footBlocks = 10;

/** Whether the browser has laid out the contents of the block (false while content-visibility skips them). */
async function laidOut(block: Locator): Promise<boolean> {
  return block.evaluate((element) =>
    (element.firstElementChild ?? element).checkVisibility({contentVisibilityAuto: true}),
  );
}

/** Waits two frames: the browser decides which blocks are near the viewport while it renders one. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Scrolls to the end of the page a screen at a time, as a reader would, letting each screen render. */
async function scrollToEnd(page: Page): Promise<void> {
  for (let step = 0; step < 200; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await nextFrames(page);
    if (atEnd) return;
  }
}

test.describe('long pages lay out what is near the viewport', () => {
  test.use({viewport: phone});

  test('a docs page skips the layout of its later blocks and of the footer until the reader scrolls there', async ({
    page,
  }) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const blocks = page.locator('article .markdown > *');
    const count = await blocks.count();
    expect(count).toBeGreaterThan(20);
    const lastDeferred = blocks.nth(count - footBlocks - 1);
    expect(await laidOut(blocks.nth(1))).toBe(true);
    expect(await laidOut(lastDeferred)).toBe(false);
    expect(await laidOut(page.locator('footer.footer'))).toBe(false);

    await lastDeferred.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(lastDeferred)).toBe(true);
    await scrollToEnd(page);
    expect(await laidOut(blocks.last())).toBe(true);
    expect(await laidOut(page.locator('footer.footer'))).toBe(true);
  });

  test('the blog list skips the layout of its last post until the reader scrolls there', async ({page}) => {
    await page.goto('/blog/');
    await waitForHydration(page);
    const posts = page.locator('main > article');
    await expect(posts).toHaveCount(5);
    expect(await laidOut(posts.first())).toBe(true);
    expect(await laidOut(posts.last())).toBe(false);
    await posts.last().scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(posts.last())).toBe(true);
  });

  test('a link to a heading far down the page lands on it, and it stays put while the blocks around it render', async ({
    page,
  }) => {
    await page.goto('/docs/api/docusaurus-config/#scripts');
    await waitForHydration(page);
    const heading = page.locator('#scripts');
    const topNow = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const landed = await topNow();
    expect(landed).toBeGreaterThanOrEqual(0);
    expect(landed).toBeLessThan(phone.height / 3);
    await page.waitForTimeout(500);
    expect(Math.abs((await topNow()) - landed)).toBeLessThanOrEqual(2);
  });

  test('a block keeps its real height after it scrolls away, so going back lands where the reader was', async ({
    page,
  }) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await scrollToEnd(page);
    const heightAfterReading = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate(() => window.scrollTo(0, 0));
    await nextFrames(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightAfterReading);
  });

  test('printing lays out every block of the page body', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const blocks = page.locator('article .markdown > *');
    const lastDeferred = blocks.nth((await blocks.count()) - footBlocks - 1);
    expect(await laidOut(lastDeferred)).toBe(false);
    await page.emulateMedia({media: 'print'});
    expect(await laidOut(lastDeferred)).toBe(true);
  });
});

test.describe('a jump to the end of a long page lands on its real foot', () => {
  test.use({viewport: desktop});

  /** The link's distance from the top of the viewport, once the next frames have rendered. */
  async function topAfterFrames(page: Page, link: Locator): Promise<number> {
    await nextFrames(page);
    return link.evaluate((element) => element.getBoundingClientRect().top);
  }

  // A scrollbar drag or `scrollIntoView` jumps at once; the End key's smooth scroll also lays out the blocks it
  // passes, so where it stops varies with the machine's load (scripts/offscreen-shift.mjs measures it).
  test('after a scrollbar jump to the end, the pagination link stays where it landed', async ({page}) => {
    await page.goto('/docs/i18n/crowdin/');
    await waitForHydration(page);
    const next = page.locator('nav.pagination-nav a.pagination-nav__link--next');
    await page.evaluate(() => window.scrollTo({top: document.documentElement.scrollHeight, behavior: 'instant'}));
    const landed = await topAfterFrames(page, next);
    expect(landed).toBeLessThan(desktop.height);
    await page.waitForTimeout(1000);
    expect(Math.abs((await topAfterFrames(page, next)) - landed)).toBeLessThanOrEqual(4);
  });
});

test.describe('what the reader is looking at stays put when the page above it grows', () => {
  test.use({viewport: desktop});

  // Deferred blocks above the viewport take their real height as the reader scrolls back, and images arrive late:
  // scroll anchoring must keep the text on screen still (the sidebars are not anchors: offscreen.css).
  for (const path of ['/docs/installation/', '/blog/releases/3.0/']) {
    test(`a block growing above the viewport does not move the text on screen: ${path}`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo({top: 2500, behavior: 'instant'}));
      await nextFrames(page);
      const before = await page.evaluate(() => {
        const onScreen = [...document.querySelectorAll<HTMLElement>('article .markdown > *')].find(
          (block) => block.getBoundingClientRect().top > 100,
        )!;
        onScreen.dataset.watched = 'true';
        return onScreen.getBoundingClientRect().top;
      });
      await page.evaluate(() => {
        const grown = document.createElement('div');
        grown.style.height = '300px';
        document.querySelector('article .markdown > *')!.after(grown);
      });
      await nextFrames(page);
      const after = await page.locator('[data-watched="true"]').evaluate((block) => block.getBoundingClientRect().top);
      expect(Math.abs(after - before)).toBeLessThanOrEqual(2);
    });
  }
});
