/**
 * Every code block in the content has its copy button, including blocks whose content holds elements (links in a
 * `<pre><code>`, rendered by the theme's CodeBlock/Content/Element), and that button copies the block's text.
 */
import {test, expect, waitForHydration} from './fixtures';

const pages = [
  '/docs/markdown-features/code-blocks/',
  '/docs/api/docusaurus-config/',
  '/tests/pages/code-block-tests/',
];

// The fixture page also shows `<pre>` written as JSX: MDX renders literal JSX tags as plain HTML, not as the theme's
// code block, and the fixture is there to show exactly that.
const rawPreFixtures = ['A code element inside a pre element, written as JSX.', 'A pre element with a string child.'];

// A live code block's editor is an editable field, not a code block: like the theme's, it has no copy button.
const liveEditor = '[class*="playgroundEditor"]';

for (const url of pages) {
  test(`every code block on ${url} has a copy button`, async ({page}) => {
    await page.goto(url);
    await waitForHydration(page);
    // Live code blocks load their editor lazily, which adds <pre> elements.
    await page.waitForLoadState('networkidle');
    const survey = () =>
      page.locator('main article pre').evaluateAll(
        (pres, editor) =>
          pres.map((pre) => ({
            text: pre.textContent!.trim(),
            kind: pre.closest(editor) ? 'live' : pre.closest('.theme-code-block') ? 'block' : 'raw',
            // The buttons sit next to the <pre>, in the block's container.
            buttons: pre.parentElement!.querySelectorAll(
              ':scope > div button[aria-label="Copy code to clipboard"], :scope > button[aria-label="Copy code to clipboard"]',
            ).length,
          })),
        liveEditor,
      );
    await expect
      .poll(async () =>
        (await survey()).filter((pre) => pre.kind === 'block' && pre.buttons !== 1).map((pre) => pre.text.slice(0, 60)),
      )
      .toEqual([]);
    const pres = await survey();
    expect(pres.filter((pre) => pre.kind === 'block').length).toBeGreaterThan(2);
    for (const raw of pres.filter((pre) => pre.kind === 'raw')) {
      expect(rawPreFixtures, `a <pre> outside a code block on ${url}`).toContain(raw.text);
    }
  });
}

test('a code block holding links copies its text', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/markdown-features/code-blocks/');
  await waitForHydration(page);
  const block = page.locator('main article pre', {has: page.getByRole('link', {name: 'Config', exact: true})});
  await expect(block).toHaveCount(1);
  await block.hover();
  await block.locator('xpath=..').getByRole('button', {name: 'Copy code to clipboard'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe("import type {Config} from '@docusaurus/types';");
});
