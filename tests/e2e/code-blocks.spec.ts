/**
 * Every feature a reader has in a code block, checked on the rendered page: colours in both modes (also before the
 * page's JavaScript runs), title, line numbers, highlighted lines and magic comments, the error line, copy, word wrap,
 * npm2yarn tabs, the rarer languages, the diff colours, plain text, and live blocks. The same tests must pass whether
 * code is highlighted in the browser or at build time.
 */
import {test, expect, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';
import {darkPalette, lightPalette} from '../../src/config/prism';

const fixture = '/tests/pages/code-block-tests/';

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The code block that follows the fixture page's heading of this text. */
function blockAfter(page: Page, heading: string) {
  const id = heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return page.locator(`xpath=//h2[@id="${id}"]/following-sibling::div[contains(@class,"theme-code-block")][1]`);
}

/** The computed colour of the first token whose text is exactly `text`. */
async function tokenColour(page: Page, heading: string, text: string): Promise<string> {
  const token = blockAfter(page, heading)
    .locator('code span', {hasText: new RegExp(`^${text}$`)})
    .first();
  return token.evaluate((element) => getComputedStyle(element).color);
}

async function lineTexts(page: Page, heading: string): Promise<string[]> {
  return blockAfter(page, heading).locator('code .token-line').allTextContents();
}

test.describe('code blocks', () => {
  test('tokens take the light palette, and the dark one after switching the colour mode', async ({page}) => {
    await page.goto(fixture);
    await waitForHydration(page);
    expect(await tokenColour(page, 'Title and line numbers', 'export')).toBe(rgb(lightPalette.keyword));
    expect(await tokenColour(page, 'Title and line numbers', 'greet')).toBe(rgb(lightPalette.func));
    const pre = blockAfter(page, 'Title and line numbers').locator('pre');
    expect(await pre.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      rgb(lightPalette.background),
    );

    // The toggle cycles through light, dark and system.
    const toggle = page.getByRole('button', {name: /dark mode|light mode|system mode/i}).first();
    for (let clicks = 0; clicks < 3 && (await page.locator('html').getAttribute('data-theme')) !== 'dark'; clicks += 1)
      await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => tokenColour(page, 'Title and line numbers', 'export')).toBe(rgb(darkPalette.keyword));
    await expect
      .poll(() => pre.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe(rgb(darkPalette.background));
  });

  test('title, line numbers and the first line number', async ({page}) => {
    await page.goto(fixture);
    await waitForHydration(page);
    const titled = blockAfter(page, 'Title and line numbers');
    await expect(titled.getByText('src/greet.ts', {exact: true})).toBeVisible();
    expect(await lineTexts(page, 'Title and line numbers')).toEqual([
      'export function greet(name: string): string {',
      '  return `Hello ${name}`;',
      '}',
    ]);
    // A number is drawn before every line (a CSS counter), and the counter starts where the metastring says.
    const numberWidths = await titled
      .locator('code .token-line')
      .evaluateAll((lines) =>
        lines.map((line) =>
          line.firstElementChild ? getComputedStyle(line.firstElementChild, '::before').content : 'none',
        ),
      );
    expect(numberWidths).toEqual(['counter(line-count)', 'counter(line-count)', 'counter(line-count)']);
    const counters = await page
      .locator('main code')
      .evaluateAll((codes) => codes.map((code) => getComputedStyle(code).counterReset));
    expect(counters).toContain('line-count 39');
  });

  test('lines named in the metastring and by magic comments are highlighted; the comments are not shown', async ({
    page,
  }) => {
    await page.goto(fixture);
    await waitForHydration(page);
    const ranged = blockAfter(page, 'Highlight by metastring range').locator('code .token-line');
    const highlighted = await ranged.evaluateAll((lines) =>
      lines.map((line) => line.classList.contains('theme-code-block-highlighted-line')),
    );
    expect(highlighted).toEqual([true, false, true, true]);

    const magic = await lineTexts(page, 'Magic comments');
    expect(magic.join('\n')).not.toContain('highlight-');
    const magicLines = blockAfter(page, 'Magic comments').locator('code .token-line');
    const marked = await magicLines.evaluateAll((lines) =>
      lines
        .filter((line) => line.classList.contains('theme-code-block-highlighted-line'))
        .map((line) => line.textContent!.trim()),
    );
    expect(marked).toEqual([
      'const [count, setCount] = React.useState(0);',
      'const increment = () => setCount(count + 1);',
      'const reset = () => setCount(0);',
    ]);
    const background = await magicLines.nth(1).evaluate((line) => getComputedStyle(line).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('the site\'s "This will error" comment marks the next line as an error', async ({page}) => {
    await page.goto(fixture);
    await waitForHydration(page);
    const errorLine = blockAfter(page, 'Custom magic comment of this site').locator('.code-block-error-line');
    await expect(errorLine).toHaveCount(1);
    await expect(errorLine).toHaveText('undefinedFunction();');
    expect(await errorLine.evaluate((line) => getComputedStyle(line).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('the copy button copies the code without its magic comments', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(fixture);
    await waitForHydration(page);
    const block = blockAfter(page, 'Magic comments');
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('const [count, setCount] = React.useState(0);');
    expect(copied).not.toContain('highlight-');
    expect(copied.split('\n')).toHaveLength(6);
  });

  test('a long line scrolls, and the word-wrap button wraps it', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    await page.goto(fixture);
    await waitForHydration(page);
    const block = blockAfter(page, 'A very long line');
    const pre = block.locator('pre');
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await block.hover();
    await block.getByRole('button', {name: 'Toggle word wrap'}).click();
    await expect.poll(() => pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
  });

  test('diff lines take the deleted and inserted colours; unknown and missing languages stay plain text', async ({
    page,
  }) => {
    await page.goto(fixture);
    await waitForHydration(page);
    const diffColours = await blockAfter(page, 'Diff')
      .locator('code .token-line')
      .evaluateAll((lines) =>
        // The first token with text (Prism in the browser also leaves empty spans where a token ends a line).
        lines.map(
          (line) => getComputedStyle([...line.querySelectorAll('span')].find((span) => span.textContent) ?? line).color,
        ),
      );
    expect(diffColours).toEqual([rgb(lightPalette.deleted), rgb(lightPalette.inserted)]);
    expect(await lineTexts(page, 'Unknown language')).toEqual(['Falls back to plain text without crashing.']);
    expect(await lineTexts(page, 'No language at all')).toEqual(['Plain fenced block.']);
    expect(await blockAfter(page, 'Empty block').locator('pre').count()).toBe(1);
  });

  test('the rarer languages are highlighted (Haskell, Java, PHP)', async ({page}) => {
    await page.goto('/docs/markdown-features/code-blocks/');
    await waitForHydration(page);
    for (const language of ['haskell', 'java', 'php']) {
      const block = page.locator(`main .theme-code-block.language-${language}`).first();
      // Colours other than the block's text colour.
      const colours = await block.locator('code span').evaluateAll((spans) => {
        const text = getComputedStyle(spans[0]!.closest('pre')!).color;
        return new Set(spans.map((span) => getComputedStyle(span).color).filter((colour) => colour !== text)).size;
      });
      expect(colours, language).toBeGreaterThanOrEqual(2);
    }
  });

  test('npm2yarn blocks become npm / Yarn / pnpm / Bun tabs with highlighted commands', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const tabs = page
      .locator('main [role="tablist"]')
      .filter({has: page.getByRole('tab', {name: 'Yarn'})})
      .first();
    await expect(tabs.getByRole('tab')).toHaveText(['npm', 'Yarn', 'pnpm', 'Bun']);
    await tabs.getByRole('tab', {name: 'Yarn'}).click();
    const panel = tabs.locator('xpath=following-sibling::div[1]').locator('[role="tabpanel"]:not([hidden])');
    await expect(panel.locator('code')).toContainText('yarn');
    const coloured = await panel
      .locator('code span')
      .evaluateAll(
        (spans) =>
          spans.filter((span) => getComputedStyle(span).color !== getComputedStyle(span.closest('pre')!).color).length,
      );
    expect(coloured).toBeGreaterThan(0);
  });

  test('tab groups hydrate in place, and a chosen tab comes back after a reload', async ({page}) => {
    // Counts the tab groups thrown away after the HTML is parsed: the theme alone remounts every group on hydration
    // (src/framework-internals/tabs-hydration).
    await page.addInitScript(() => {
      const state = window as unknown as {removedTabGroups: number};
      state.removedTabGroups = 0;
      document.addEventListener('DOMContentLoaded', () =>
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element && node.classList.contains('tabs-container')) state.removedTabGroups += 1;
        }).observe(document.body, {childList: true, subtree: true}),
      );
    });
    const removedTabGroups = async () => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
      return page.evaluate(() => (window as unknown as {removedTabGroups: number}).removedTabGroups);
    };
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    expect(await page.locator('main .tabs-container').count()).toBeGreaterThan(1);
    expect(await removedTabGroups()).toBe(0);

    const firstGroup = page.locator('main [role="tablist"]').filter({has: page.getByRole('tab', {name: 'pnpm'})});
    await firstGroup.first().getByRole('tab', {name: 'pnpm'}).click();
    await page.reload();
    await waitForHydration(page);
    // The choice is stored for the npm2yarn group and applied to every group of it, without a remount.
    for (const group of await firstGroup.all()) {
      await expect(group.getByRole('tab', {name: 'pnpm'})).toHaveAttribute('aria-selected', 'true');
    }
    expect(await removedTabGroups()).toBe(0);
  });

  test('code blocks render their buttons after hydration, without renders thrown away', async ({page}) => {
    // Icons created and never put in the page are renders React threw away (src/theme/CodeBlock, ButtonsAfterHydration).
    await page.addInitScript(() => {
      const created: Element[] = [];
      (window as unknown as {createdIcons: Element[]}).createdIcons = created;
      const createElementNS = Document.prototype.createElementNS;
      Document.prototype.createElementNS = function (this: Document, ...args: [string, string]) {
        const element = createElementNS.apply(this, args);
        if (args[1] === 'svg') created.push(element);
        return element;
      } as typeof Document.prototype.createElementNS;
    });
    await page.goto('/docs/styling-layout/');
    await waitForHydration(page);
    const blocks = page.locator('main pre.prism-code');
    const count = await blocks.count();
    expect(count).toBeGreaterThan(10);
    await expect(page.locator('main button[aria-label="Copy code to clipboard"]')).toHaveCount(count);
    const thrownAway = await page.evaluate(
      () => (window as unknown as {createdIcons: Element[]}).createdIcons.filter((icon) => !icon.isConnected).length,
    );
    // Before: about one per block (16 of 18 here). An update that interrupts a render can still discard one or two.
    expect(thrownAway).toBeLessThanOrEqual(3);
  });

  test('a live code block still edits and renders in the browser', async ({page}) => {
    await page.goto(fixture);
    await waitForHydration(page);
    await expect(page.locator('[class*="playgroundPreview"]')).toHaveText('Edited in the browser.');
    const editor = page.locator('[class*="playgroundEditor"] [contenteditable]').first();
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('function Changed() { return <p>Changed live.</p>; }');
    await expect(page.locator('[class*="playgroundPreview"]')).toHaveText('Changed live.');
  });
});

test.describe('code blocks before hydration', () => {
  // The bundles are held back on purpose, and the browser reports each as a failed load.
  test.use({allowedConsoleErrors: /Failed to load resource/});

  test("in dark mode the code has its dark colours before the page's JavaScript runs (no light flash)", async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'dark'});
    // Only the bundles are held back: the inline colour-mode script still runs, as it does before hydration.
    await page.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
    await page.goto(fixture);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await tokenColour(page, 'Title and line numbers', 'export')).toBe(rgb(darkPalette.keyword));
    const pre = blockAfter(page, 'Title and line numbers').locator('pre');
    expect(await pre.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      rgb(darkPalette.background),
    );
  });
});
