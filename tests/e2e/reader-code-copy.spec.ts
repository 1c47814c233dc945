/**
 * Every code block in the content has its copy button, including blocks whose content holds elements (links in a
 * `<pre><code>`, rendered by the theme's CodeBlock/Content/Element), and that button copies the block's text.
 */
import {test, expect, waitForHydration} from './fixtures';

const pages = ['/tests/pages/code-block-tests/', '/docs/api/docusaurus-config/'];

for (const url of pages) {
  test(`every code block on ${url} has a copy button`, async ({page}) => {
    await page.goto(url);
    await waitForHydration(page);
    const blocks = page.locator('main article pre');
    const count = await blocks.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i += 1) {
      // The buttons sit next to the <pre>, in the block's container.
      const container = blocks.nth(i).locator('xpath=..');
      await expect(container.getByRole('button', {name: 'Copy code to clipboard'}), `code block ${i + 1} of ${count}`).toHaveCount(1);
    }
  });
}

test('a code block holding links copies its text', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tests/pages/code-block-tests/');
  await waitForHydration(page);
  const block = page.locator('main article pre', {hasText: 'A code element inside a pre element, written as JSX.'});
  await expect(block).toHaveCount(1);
  await block.hover();
  await block.locator('xpath=..').getByRole('button', {name: 'Copy code to clipboard'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe('A code element inside a pre element, written as JSX.');
});
