/**
 * Live demos of the Markdown features and styling docs: each one must really
 * render and react in the browser, not only exist in the HTML.
 */
import {test, expect, waitForHydration} from './fixtures';

test.describe('math and diagrams', () => {
  test('KaTeX renders inline and block formulas at build time', async ({page}) => {
    await page.goto('/docs/markdown-features/math-equations/');
    const article = page.locator('article');
    // Inline formulas (.katex) and display blocks (.katex-display), with KaTeX's HTML output
    await expect(article.locator('.katex').first()).toBeVisible();
    expect(await article.locator('.katex').count()).toBeGreaterThan(5);
    await expect(article.locator('.katex-display').first()).toBeVisible();
    await expect(article.locator('.katex-html').first()).toBeVisible();
    // The stylesheet is loaded: KaTeX hides its MathML copy visually
    const mathmlClip = await article
      .locator('.katex-mathml')
      .first()
      .evaluate((el) => getComputedStyle(el).position);
    expect(mathmlClip).toBe('absolute');
  });

  test('Mermaid draws an SVG for a mermaid code block', async ({page}) => {
    await page.goto('/docs/markdown-features/diagrams/');
    await waitForHydration(page);
    const flowchart = page.getByTestId('mermaid-flowchart');
    await expect(flowchart.locator('svg').first()).toBeVisible({timeout: 20_000});
    await expect(flowchart.locator('svg').first()).toContainText('Review OK?');
  });
});

test.describe('tabs', () => {
  test('two tab groups with the same groupId switch together', async ({page}) => {
    await page.goto('/docs/markdown-features/tabs/');
    await waitForHydration(page);
    const demo = page.getByTestId('tabs-sync-demo');
    const groups = demo.getByRole('tablist');
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(0).getByRole('tab', {name: 'Windows'})).toHaveAttribute('aria-selected', 'true');

    await groups.nth(0).getByRole('tab', {name: 'Linux'}).click();
    await expect(groups.nth(0).getByRole('tab', {name: 'Linux'})).toHaveAttribute('aria-selected', 'true');
    await expect(groups.nth(1).getByRole('tab', {name: 'Linux'})).toHaveAttribute('aria-selected', 'true');
    await expect(demo.getByText('Use the distribution package.')).toBeVisible();

    await groups.nth(1).getByRole('tab', {name: 'macOS'}).click();
    await expect(groups.nth(0).getByRole('tab', {name: 'macOS'})).toHaveAttribute('aria-selected', 'true');
    await expect(demo.getByText('Use Terminal.app.')).toBeVisible();
  });

  test('the queryString tab is selected from the URL, and clicks update the URL', async ({page}) => {
    await page.goto('/docs/markdown-features/tabs/?lang=py');
    await waitForHydration(page);
    const demo = page.getByTestId('tabs-query-demo');
    await expect(demo.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(demo.getByText('print("hello")')).toBeVisible();

    await demo.getByRole('tab', {name: 'Go'}).click();
    await expect(page).toHaveURL(/[?&]lang=go/);
  });
});

test.describe('live code block', () => {
  test('editing the code re-renders the result', async ({page}) => {
    await page.goto('/docs/markdown-features/code-blocks/');
    await waitForHydration(page);
    const playground = page.getByTestId('live-welcome');
    await expect(playground.getByText('Welcome, reader!')).toBeVisible();

    const editor = playground.locator('[contenteditable]').first();
    await editor.getByText("'reader'").dblclick(); // selects the word reader
    await page.keyboard.type('Ada');
    await expect(playground.getByText('Welcome, Ada!')).toBeVisible();
    await expect(playground.getByText('Welcome, reader!')).toHaveCount(0);
  });
});

test.describe('code block decorations', () => {
  test('magic comments highlight lines and mark error lines', async ({page}) => {
    await page.goto('/docs/markdown-features/code-blocks/');
    const errorLine = page.locator('.code-block-error-line');
    await expect(errorLine).toHaveCount(1);
    await expect(errorLine).toContainText('config.retries = 5;');
    // highlight-next-line marks one line, highlight-start/end the two lines between them
    const priceBlock = page.locator('article pre.language-js', {hasText: 'const unit = 12;'});
    const highlighted = priceBlock.locator('.theme-code-block-highlighted-line');
    await expect(highlighted).toHaveCount(3);
    await expect(highlighted.first()).toHaveText('  const unit = 12;');
    await expect(priceBlock).not.toContainText('highlight-');
    // The magic comment itself is removed from the block it decorates
    const block = page.locator('article pre', {hasText: 'config.retries = 5;'});
    await expect(block).toHaveCount(1);
    await expect(block).not.toContainText('This will error');
  });
});

test.describe('admonitions', () => {
  test('the custom admonition type is rendered by the site component', async ({page}) => {
    await page.goto('/docs/markdown-features/admonitions/');
    const custom = page.locator('[data-admonition-type="my-custom-admonition"]');
    await expect(custom).toHaveCount(1);
    await expect(custom).toContainText('Made on this site');
    await expect(custom).toContainText("rendered by the site's own component");
    for (const type of ['note', 'tip', 'info', 'warning', 'danger']) {
      await expect(page.locator(`.theme-admonition-${type}`).first()).toBeVisible();
    }
  });
});

test.describe('table of contents', () => {
  test('front matter toc_max_heading_level adds level-4 headings to the TOC', async ({page}) => {
    await page.goto('/docs/markdown-features/toc/');
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.getByRole('link', {name: 'Example subsubsection 1 a I', exact: true})).toHaveCount(1);
    await expect(toc.getByRole('link', {name: /subsubsubsection/})).toHaveCount(0);
  });
});

test.describe('APITable', () => {
  test('the row named by the URL hash is focused and highlighted', async ({page}) => {
    await page.goto('/docs/styling-layout/#css-variable-ifm-global-radius');
    await waitForHydration(page);
    const row = page.locator('tr#css-variable-ifm-global-radius');
    await expect(row).toBeFocused();
    await expect(row).toHaveAttribute('aria-current', 'location');
  });

  test('clicking or pressing Enter on a row sets the hash; arrows move between rows', async ({page}) => {
    await page.goto('/docs/markdown-features/code-blocks/');
    await waitForHydration(page);
    await page.locator('tr#code-block-meta-title').click();
    await expect(page).toHaveURL(/#code-block-meta-title$/);
    await expect(page.locator('tr#code-block-meta-title')).toHaveAttribute('aria-current', 'location');

    await page.keyboard.press('ArrowDown');
    await expect(page.locator('tr#code-block-meta-showlinenumbers')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#code-block-meta-showlinenumbers$/);
  });
});

test.describe('ColorGenerator', () => {
  test('a new primary colour updates the page and survives a reload', async ({page}) => {
    await page.goto('/docs/styling-layout/?docusaurus-theme=light');
    await waitForHydration(page);
    const primary = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());
    expect(await primary()).toBe('#1f7a55');

    const input = page.getByLabel('Primary colour (hex)');
    await input.fill('#c0392b');
    await expect.poll(primary).toBe('#c0392b');
    const generator = page.getByTestId('color-generator');
    await expect(generator.locator('pre')).toContainText('--ifm-color-primary: #c0392b;');
    await expect(generator.locator('pre')).toContainText('--ifm-color-primary-darkest:');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(primary).toBe('#c0392b');
    await expect(page.getByLabel('Primary colour (hex)')).toHaveValue('#c0392b');
  });

  test('colours are kept per mode, and the mode switch re-applies them', async ({page}) => {
    await page.goto('/docs/styling-layout/?docusaurus-theme=light');
    await waitForHydration(page);
    const primary = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());
    await page.getByLabel('Primary colour (hex)').fill('#2255aa');
    await expect.poll(primary).toBe('#2255aa');

    await page.getByRole('button', {name: 'Edit dark mode'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('color-generator-mode')).toHaveText('dark');
    await expect.poll(primary).toBe('#3ecf9a');
    await page.getByLabel('Primary colour (hex)').fill('#ffcc00');
    await expect.poll(primary).toBe('#ffcc00');

    // The navbar toggle goes through the ColorModeToggle wrapper
    await page.getByRole('button', {name: /dark and light mode/i}).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await expect.poll(primary).toBe('#2255aa');
  });

  test('contrast ratings are computed against the background', async ({page}) => {
    await page.goto('/docs/styling-layout/?docusaurus-theme=light');
    await waitForHydration(page);
    const generator = page.getByTestId('color-generator');
    await page.getByLabel('Primary colour (hex)').fill('#000000');
    await expect(generator.locator('tbody tr').first()).toContainText('21.00:1 AAA');
    await page.getByLabel('Background colour (hex)').fill('#000000');
    await expect(generator.locator('tbody tr').first()).toContainText('1.00:1 Fail');
  });
});

/** Every page of this area hydrates without errors (the fixture fails on console errors). */
const pages = [
  '/docs/markdown-features/',
  '/docs/markdown-features/react/',
  '/docs/markdown-features/tabs/',
  '/docs/markdown-features/code-blocks/',
  '/docs/markdown-features/admonitions/',
  '/docs/markdown-features/toc/',
  '/docs/markdown-features/assets/',
  '/docs/markdown-features/links/',
  '/docs/markdown-features/plugins/',
  '/docs/markdown-features/math-equations/',
  '/docs/markdown-features/diagrams/',
  '/docs/markdown-features/head-metadata/',
  '/docs/styling-layout/',
  '/docs/swizzling/',
  '/docs/static-assets/',
  '/docs/search/',
  '/docs/browser-support/',
  '/docs/seo/',
  '/docs/using-plugins/',
  '/docs/deployment/',
];

test.describe('guides pages', () => {
  for (const path of pages) {
    test(`${path} renders and hydrates cleanly`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('article h1')).toHaveCount(1);
      // Let late effects (Mermaid, live code) report their errors before the fixture checks
      await page.waitForTimeout(500);
    });
  }

  test('head metadata from MDX and front matter reaches the HTML head', async ({page}) => {
    await page.goto('/docs/markdown-features/head-metadata/');
    await expect(page.locator('head meta[name="docs-demo-head-metadata"]')).toHaveAttribute(
      'content',
      'added-from-mdx',
    );
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', /open graph/);
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', /social-card\.png$/);
  });

  test('assets: bundled image, downloadable file and SVG component', async ({page}) => {
    await page.goto('/docs/markdown-features/assets/');
    // Markdown image: bundled (a hashed file, or a data URL for a file this small)
    const image = page.getByRole('img', {name: 'Green hills under a blue sky'});
    await expect(image).toHaveAttribute('src', /^(data:image\/png;base64,|\/assets\/images\/hills-\w+\.png$)/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    // JSX import through the ideal image plugin (loaded once scrolled into view)
    await page.locator('h2#files').scrollIntoViewIfNeeded();
    const ideal = page.getByRole('img', {name: 'Green hills, responsive'});
    await expect(ideal).toHaveAttribute('src', /\/assets\/ideal-img\/hills\.\w+\.\d+\.png$/);
    const download = page.getByRole('link', {name: 'Save the checklist as a ZIP archive'});
    const response = await page.request.get((await download.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    await expect(page.locator('article svg title', {hasText: 'A compass'})).toHaveCount(1);
  });
});
