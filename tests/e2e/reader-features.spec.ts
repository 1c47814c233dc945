/**
 * Issue 22: image and diagram zoom, the docs sidebar filter, "Report a problem with this page" and printing.
 * (Markdown copies for every version: reader-llms.spec.ts.)
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const imagePage = '/docs/markdown-features/assets/';
const diagramPage = '/docs/markdown-features/diagrams/';

function scrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');
}

test.describe('zoom', () => {
  const imageName = 'Green hills under a blue sky';

  test('an image stays an image and gets a button; Enter opens it, Escape closes and focus returns', async ({page}) => {
    await page.goto(imagePage);
    await waitForHydration(page);
    await expect(page.getByRole('img', {name: imageName})).toBeVisible();
    const button = page.getByRole('button', {name: `Enlarge image: ${imageName}`});
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: `Enlarged image: ${imageName}`});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', {name: imageName})).toBeVisible();
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
    expect(await scrollLocked(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(await scrollLocked(page)).toBe(false);
  });

  test('Space and a click open it too; a click outside the picture closes, a click on it does not', async ({page}) => {
    await page.goto(imagePage);
    await waitForHydration(page);
    const button = page.getByRole('button', {name: `Enlarge image: ${imageName}`});
    await button.focus();
    await page.keyboard.press(' ');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('img').click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(dialog).toBeHidden();
    // A click on the picture in the page opens it.
    // The button covers the picture: a click where the picture is lands on it.
    await page.getByRole('img', {name: imageName}).click({force: true});
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toBeHidden();
  });

  test('a Mermaid diagram opens enlarged and, on a phone, wider than the screen so it can be panned', async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(diagramPage);
    await waitForHydration(page);
    const frame = page
      .locator('.zoom-frame')
      .filter({has: page.locator('svg')})
      .first();
    await expect(frame).toBeVisible();
    await frame.getByRole('button', {name: 'Enlarge diagram'}).click();
    const dialog = page.getByRole('dialog', {name: 'Enlarged diagram'});
    await expect(dialog.locator('svg').first()).toBeVisible();
    const widths = await dialog
      .locator('.zoom-dialog__stage')
      .evaluate((stage) => ({scroll: stage.scrollWidth, client: stage.clientWidth}));
    const natural = await frame
      .locator('svg')
      .first()
      .evaluate((svg) => (svg as SVGSVGElement).viewBox.baseVal.width);
    if (natural > 390) expect(widths.scroll).toBeGreaterThan(widths.client);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('no animation when the reader asks for reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto(imagePage);
    await waitForHydration(page);
    await page.getByRole('button', {name: `Enlarge image: ${imageName}`}).click();
    const animation = await page
      .locator('.zoom-dialog__stage > img')
      .evaluate((img) => getComputedStyle(img).animationName);
    expect(animation).toBe('none');
  });

  test('pages without images or diagrams do not load the zoom module', async ({page}) => {
    await page.goto('/docs/cli/');
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.zoom)).toBeUndefined();
    await page.goto(imagePage);
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.zoom)).toBe('ready');
  });
});

test.describe('sidebar filter', () => {
  test('keeps the matching pages with their categories open, highlights the words, Escape clears', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const filter = sidebar.getByRole('searchbox', {name: 'Filter pages'});
    const allLinks = await sidebar.getByRole('link').count();
    await filter.fill('versioning');
    await expect(sidebar.getByRole('link', {name: 'Versioning'})).toBeVisible();
    expect(await sidebar.getByRole('link').count()).toBeLessThan(allLinks);
    await expect(sidebar.getByRole('link', {name: 'Installation', exact: true})).toHaveCount(0);
    await expect(sidebar.getByRole('status')).toHaveText(/^(One page matches|\d+ pages match)$/);
    const highlighted = await page.evaluate(() => {
      const registry = (CSS as unknown as {highlights: Map<string, Set<Range>>}).highlights;
      return [...(registry.get('sidebar-filter') ?? [])].map((range) => range.toString());
    });
    expect(highlighted.length).toBeGreaterThan(0);
    expect(highlighted.every((text) => text.toLowerCase() === 'versioning')).toBe(true);
    await filter.press('Escape');
    await expect(filter).toHaveValue('');
    await expect(sidebar.getByRole('link', {name: 'Installation', exact: true})).toBeVisible();
  });

  test('says so when nothing matches, and works from the keyboard only', async ({page}) => {
    await page.goto('/docs/3.7.0/installation/');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const filter = sidebar.getByRole('searchbox', {name: 'Filter pages'});
    await filter.focus();
    await page.keyboard.type('zzqx');
    await expect(sidebar.getByText('No pages match')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.type('deployment');
    // Tab leads through the remaining links (and the categories that hold them) to the page.
    const focused = page.locator(':focus');
    for (let step = 0; step < 6 && (await focused.textContent())?.trim() !== 'Deployment'; step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(focused).toHaveText('Deployment');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/3\.7\.0\/deployment\/$/);
  });

  test('is in the mobile menu too', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    const filter = menu.getByRole('searchbox', {name: 'Filter pages'});
    await filter.fill('versioning');
    await expect(menu.getByRole('link', {name: 'Versioning'})).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Installation', exact: true})).toHaveCount(0);
  });
});

test.describe('report a problem', () => {
  test('opens a new issue on the site repository with the page, its version and a template', async ({page}) => {
    await page.goto('/docs/3.6.3/installation/');
    await waitForHydration(page);
    const edit = page.getByRole('link', {name: 'Edit this page'});
    const report = page.getByRole('link', {name: 'Report a problem with this page'});
    await expect(edit).toBeVisible();
    await expect(report).toBeVisible();
    const href = new URL((await report.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://github.com/facebook/docusaurus/issues/new');
    const body = href.searchParams.get('body')!;
    expect(body).toContain('https://docusaurus.io/docs/3.6.3/installation/');
    expect(body).toContain('Docs version: 3.6.3');
    expect(body).toMatch(
      /Source: https:\/\/github\.com\/facebook\/docusaurus\/edit\/main\/website\/\S*installation\.mdx/,
    );
    expect(href.searchParams.get('title')).toContain('/docs/3.6.3/installation/');
    await expect(report).toHaveAttribute('target', '_blank');
    // Right next to it: on the same line or the line below, where the edit link starts.
    const [editBox, reportBox] = [await edit.boundingBox(), await report.boundingBox()];
    expect(reportBox!.y - editBox!.y).toBeLessThan(48);
    expect(reportBox!.y >= editBox!.y - 4).toBe(true);
  });

  test('is next to "Edit this page" on blog posts, without a docs version', async ({page}) => {
    await page.goto('/blog/releases/3.7/');
    await waitForHydration(page);
    const report = page.getByRole('link', {name: 'Report a problem with this page'});
    const body = new URL((await report.getAttribute('href'))!).searchParams.get('body')!;
    expect(body).toContain('https://docusaurus.io/blog/releases/3.7/');
    expect(body).not.toContain('Docs version');
  });
});

test.describe('social card per page', () => {
  const meta = (page: Page, property: string) =>
    page.locator(`head meta[property="${property}"], head meta[name="${property}"]`).last().getAttribute('content');

  test('each docs page shares its own card: title, section and version drawn at build time', async ({
    page,
    request,
  }) => {
    const cards = new Map<string, string>();
    for (const [url, alt] of [
      [
        '/docs/installation/',
        'Card of the page "Installation" (Getting Started, Version Canary) on the Docusaurus website',
      ],
      [
        '/docs/3.7.0/installation/',
        'Card of the page "Installation" (Getting Started, Version 3.7.0) on the Docusaurus website',
      ],
      [
        '/docs/api/plugins/@docusaurus/plugin-content-docs/',
        /^Card of the page "📦 plugin-content-docs" \(.*Version Canary\)/,
      ],
      ['/community/support/', /^Card of the page "Support" \(.*Community docs\)/],
    ] as const) {
      await page.goto(url);
      // Read the head once hydrated: while it hydrates, the head manager rewrites its tags.
      await waitForHydration(page);
      const image = (await meta(page, 'og:image'))!;
      expect(image, url).toMatch(/^https:\/\/docusaurus\.io\/img\/social-cards\/.+\.png$/);
      expect(await meta(page, 'twitter:image'), url).toBe(image);
      if (typeof alt === 'string') expect(await meta(page, 'og:image:alt'), url).toBe(alt);
      else expect(await meta(page, 'og:image:alt'), url).toMatch(alt);
      const response = await request.get(new URL(image).pathname);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // 1200×630, read from the PNG header.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      cards.set(url, image);
    }
    expect(new Set(cards.values()).size).toBe(cards.size);
  });

  test('a page whose front matter names an image keeps it', async ({page}) => {
    await page.goto('/docs/markdown-features/head-metadata/');
    await waitForHydration(page);
    expect(await meta(page, 'og:image')).toMatch(/social-card\.png$/);
    expect(await meta(page, 'og:image')).not.toContain('/img/social-cards/');
  });
});

test.describe('print', () => {
  test('a docs page prints its article only, with link targets, wrapped code and every tab', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const hiddenTabs = await page.locator('article [role="tabpanel"][hidden]').count();
    expect(hiddenTabs).toBeGreaterThan(0);
    await page.emulateMedia({media: 'print'});
    for (const selector of [
      '.navbar',
      '.theme-doc-sidebar-container',
      '.theme-doc-toc-desktop',
      '.theme-announcement-bar',
      '.theme-copy-page',
      '.pagination-nav',
      'article button',
    ]) {
      for (const element of await page.locator(selector).all()) await expect(element, selector).toBeHidden();
    }
    await expect(page.locator('article h1')).toBeVisible();
    // The article takes the page's width.
    const width = await page.locator('article').evaluate((article) => article.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(page.viewportSize()!.width * 0.9);
    // Every tab's content is there, under its label.
    for (const panel of await page.locator('article [role="tabpanel"]').all()) await expect(panel).toBeVisible();
    await expect(page.locator('article .tab-print-label').first()).toBeVisible();
    // Links say where they go.
    const after = await page
      .locator('.theme-doc-markdown a[href^="/"]:not(.hash-link)')
      .first()
      .evaluate((link) => getComputedStyle(link, '::after').content);
    expect(after).toMatch(/^" \(" attr\(href\) "\)"$|^" \(\/.*\)"$/);
    // Code wraps instead of running off the page.
    const whiteSpace = await page
      .locator('article pre code')
      .first()
      .evaluate((code) => getComputedStyle(code).whiteSpace);
    expect(whiteSpace).toBe('pre-wrap');
    // Chromium can print it.
    const pdf = await page.pdf({format: 'A4'});
    expect(pdf.byteLength).toBeGreaterThan(10_000);
  });

  test('on screen, the print labels of tabs stay hidden', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    await expect(page.locator('article .tab-print-label').first()).toBeHidden();
  });
});
