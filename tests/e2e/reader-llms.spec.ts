/**
 * Issue 12, item 1 and issue 22, item 4: the docs for AI tools (llms.txt, llms-full.txt, one Markdown
 * copy per page of every version) and the "Copy page" tools on docs pages.
 */
import {test, expect, waitForHydration} from './fixtures';

test('llms.txt lists the Canary docs by section, then each released version, with links to their Markdown copies', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expect(response.ok()).toBe(true);
  const text = await response.text();
  expect(text).toMatch(/^# Docusaurus documentation \(Canary\)\n\n> /);
  expect(text).toContain('## Getting Started');
  expect(text).toMatch(/- \[Installation\]\(https:\/\/docusaurus\.io\/docs\/installation\.md\): \S/);
  expect(text).toContain('/llms-full.txt');
  // Canary first; the released versions follow, each in a section of its own.
  const released = text.indexOf('\n## Docusaurus 3.7.0\n');
  expect(released).toBeGreaterThan(0);
  expect(text.indexOf('\n## Docusaurus 3.6.3\n')).toBeGreaterThan(released);
  expect(text.slice(0, released)).not.toMatch(/\/docs\/3\.\d+\.\d+\//);
  expect(text).toMatch(/- \[Installation\]\(https:\/\/docusaurus\.io\/docs\/3\.7\.0\/installation\.md\)/);
  expect(text).toMatch(/- \[Installation\]\(https:\/\/docusaurus\.io\/docs\/3\.6\.3\/installation\.md\)/);
});

test('a released version has its own Markdown copies, whose links stay in that version', async ({request}) => {
  const response = await request.get('/docs/3.7.0/installation.md');
  expect(response.status()).toBe(200);
  const markdown = await response.text();
  expect(markdown).toMatch(/^# Installation\n/);
  expect(markdown).toContain('(https://docusaurus.io/docs/3.7.0/');
  expect(markdown).not.toMatch(/\(https:\/\/docusaurus\.io\/docs\/(?!3\.7\.0\/)[^)]*\.md\)/);
});

test('every page listed in llms.txt has a Markdown copy on the site', async ({request}) => {
  const text = await (await request.get('/llms.txt')).text();
  const urls = [...text.matchAll(/\]\(https:\/\/docusaurus\.io(\/[^)]+\.md)\)/g)].map((match) => match[1]!);
  expect(urls.length).toBeGreaterThan(5);
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(await response.text(), url).toMatch(/^# \S/);
  }
});

test('a Markdown copy is readable: title, description, code kept, MDX removed', async ({request}) => {
  const response = await request.get('/docs/installation.md');
  expect(response.headers()['content-type']).toContain('text/markdown');
  const markdown = await response.text();
  expect(markdown).toMatch(/^# Installation\n\n> Create a new Docusaurus site/);
  expect(markdown).toContain('```bash\nnpx create-docusaurus@latest my-website classic\n```');
  const prose = markdown.split(/```[\s\S]*?```/).join('');
  expect(prose).not.toMatch(/^import\s/m);
  expect(prose).not.toMatch(/<[A-Z][A-Za-z]+/);
  expect(prose).not.toContain('{/*');
  // Links to other docs point at their Markdown copies.
  expect(markdown).toContain('(https://docusaurus.io/docs/playground.md)');
});

test('blog and changelog posts have Markdown copies by the same URL rule', async ({request}) => {
  for (const [url, heading] of [
    ['/blog/releases/3.7.md', /^# Docusaurus 3\.7\n/],
    ['/changelog/3.7.0.md', /^# 3\.7\.0\n/],
  ] as const) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toContain('text/markdown');
    const markdown = await response.text();
    expect(markdown, url).toMatch(heading);
    expect(markdown.split(/```[\s\S]*?```/).join(''), url).not.toMatch(/^import\s/m);
  }
});

test('llms-full.txt holds every current page in sidebar order', async ({request}) => {
  const text = await (await request.get('/llms-full.txt')).text();
  const introduction = text.indexOf('<!-- Source: https://docusaurus.io/docs/ -->');
  const installation = text.indexOf('<!-- Source: https://docusaurus.io/docs/installation/ -->');
  const versioning = text.indexOf('<!-- Source: https://docusaurus.io/docs/versioning/ -->');
  expect(introduction).toBeGreaterThan(0);
  expect(installation).toBeGreaterThan(introduction);
  expect(versioning).toBeGreaterThan(installation);
  expect(text).toContain('# Installation');
});

test.describe('Copy page', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('copies the page as Markdown from the keyboard and says so', async ({page, request}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const expected = await (await request.get('/docs/installation.md')).text();
    const button = page.getByRole('button', {name: 'Copy page'});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    await expect(page.locator('.theme-copy-page').getByRole('status')).toHaveText(
      'Page copied to the clipboard as Markdown',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible({timeout: 5000});
  });

  test('links to the Markdown file of the page', async ({page}) => {
    await page.goto('/docs/sidebar/items/');
    await waitForHydration(page);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/docs/sidebar/items.md');
  });

  test('is on the pages of released versions too, with their own Markdown', async ({page, request}) => {
    await page.goto('/docs/3.6.3/installation/');
    await waitForHydration(page);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute(
      'href',
      '/docs/3.6.3/installation.md',
    );
    const expected = await (await request.get('/docs/3.6.3/installation.md')).text();
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('is absent from the community docs, which have no Markdown copies', async ({page}) => {
    await page.goto('/community/support/');
    await waitForHydration(page);
    await expect(page.locator('article h1').first()).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });
});
