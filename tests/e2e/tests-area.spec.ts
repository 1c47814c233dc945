/**
 * Walks the /tests area (_dogfooding/): each fixture must still exercise the
 * framework feature its name promises. Runs against the production build.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';

// The component imports browser-only modules, so read its message from the source instead of importing it.
const dogfoodAlertMessage = /dogfoodAlertMessage = '([^']+)'/.exec(
  readFileSync('src/components/NavbarItems/CustomDogfoodNavbarItem.tsx', 'utf8'),
)![1];

const unlistedBanner = /This page is unlisted/;

test.describe('pages-tests: error boundaries', () => {
  // React reports errors caught by a boundary on the console: these two crashes are expected.
  test.use({allowedConsoleErrors: /Fixture crash (inside|outside) the Layout|error occurred in/i});

  test('a crash inside the Layout shows the theme fallback and "Try again" recovers', async ({page}) => {
    await page.goto('/tests/pages/error-boundary-tests/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Crash inside the Layout'}).click();
    await expect(page.getByText('This page crashed.')).toBeVisible();
    await expect(page.locator('main')).toContainText('Cause:');
    await expect(page.locator('main')).toContainText('Fixture root cause inside');
    // The theme boundary sits inside the Layout: the navbar survives the crash.
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('button', {name: 'Crash inside the Layout'})).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });

  test('a crash outside the Layout is caught by the site-wide boundary and recovers', async ({page}) => {
    await page.goto('/tests/pages/error-boundary-tests/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Crash outside the Layout'}).click();
    await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
    await expect(page.getByText('Fixture crash outside the Layout')).toBeVisible();
    await expect(page.getByText(/Cause:\s*Fixture root cause outside/)).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).first().click();
    await expect(page.getByRole('button', {name: 'Crash outside the Layout'})).toBeVisible();
  });
});

test.describe('pages-tests: React behaviour', () => {
  test('the hydration page says "not hydrated" in its HTML and "hydrated" once React runs', async ({page, request}) => {
    const html = await (await request.get('/tests/pages/hydration-tests/')).text();
    expect(html).toContain('not hydrated');
    await page.goto('/tests/pages/hydration-tests/');
    await expect(page.getByTestId('hydration-status')).toHaveText('hydrated');
  });

  test('React.lazy, Suspense and BrowserOnly all render their content', async ({page}) => {
    await page.goto('/tests/pages/react-18/');
    await expect(page.getByTestId('heavy-lazy')).toBeVisible();
    await expect(page.getByTestId('heavy-browser-only')).toBeVisible();
  });

  test('history.block() stops client-side navigation until it is released', async ({page}) => {
    await page.goto('/tests/pages/history-tests/');
    await waitForHydration(page);
    const indexLink = page.getByRole('link', {name: 'Go to the pages tests index'});
    await page.getByLabel('Block navigation').check();
    await indexLink.click();
    await expect(page.getByRole('status')).toHaveText('Blocked navigations: 1');
    await expect(page).toHaveURL(/\/tests\/pages\/history-tests\/$/);
    await page.getByLabel('Block navigation').uncheck();
    await indexLink.click();
    await expect(page).toHaveURL(/\/tests\/pages\/$/);
  });

  test('a Link forwards its ref to the anchor element', async ({page}) => {
    await page.goto('/tests/pages/link-tests/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Change the link through its ref'}).click();
    await expect(page.getByRole('status')).toHaveText('Element behind the ref: a');
    await expect(page.getByRole('link', {name: 'Text changed through the ref'})).toBeVisible();
  });

  test('the analytics button calls window.gtag when it exists', async ({page}) => {
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, {gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args)});
    });
    await page.goto('/tests/pages/analytics/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Send a custom event'}).click();
    await expect(page.getByRole('status')).toContainText('sent through window.gtag');
    const calls = await page.evaluate(() => (window as unknown as {gtagCalls: unknown[][]}).gtagCalls);
    expect(calls).toContainEqual(['event', 'dogfood_button_click', {event_category: 'tests', value: 1}]);
  });
});

test.describe('pages-tests: rendering fixtures', () => {
  test('the index links to every fixture page and includes both partials', async ({page}) => {
    await page.goto('/tests/pages/');
    await expect(page.getByText('This sentence comes from `_pagePartial.mdx`'.replace(/`/g, ''))).toBeVisible();
    await expect(page.getByRole('heading', {name: 'What the /tests area is for'})).toBeVisible();
    const hrefs = await page
      .locator('main a[href^="/tests/pages/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(21);
    for (const href of hrefs) {
      const response = await page.request.get(href!);
      expect(response.status(), href!).toBe(200);
    }
  });

  test('layout without children still renders the navbar and footer', async ({page}) => {
    await page.goto('/tests/pages/layout-no-children/');
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });

  test('SEO front matter and MDX <head> tags reach the document head', async ({page}) => {
    await page.goto('/tests/pages/seo/');
    await expect(page).toHaveTitle(/SEO fixture page/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /search and social metadata/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'docusaurus,seo,fixture');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/assets\/images\/local-image-.*\.png$/,
    );
    await page.goto('/tests/pages/head-metadata/');
    await expect(page.locator('meta[name="dogfood-head-test"]')).toHaveAttribute('content', 'set from MDX');
    await expect(page.locator('meta[name="generator"][data-rh]')).toHaveAttribute(
      'content',
      'Docusaurus fixture generator',
    );
  });

  test('keyboard focus leaves the locale dropdown for the source link, then the colour mode toggle', async ({page}) => {
    await page.goto('/tests/pages/navbar-dropdown-tests/');
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', {name: 'Main'});
    await navbar
      .locator('.navbar__item.dropdown', {has: page.locator('a', {hasText: 'English'})})
      .locator('> a')
      .focus();
    const focusedLabel = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      });
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toMatch(/source code on GitHub/);
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toMatch(/dark and light mode/i);
  });

  test('the z-index fixture gets its value from dogfooding.css', async ({page}) => {
    await page.goto('/tests/pages/z-index-tests/');
    await expect(page.locator('#z-index-test')).toHaveCSS('z-index', '100');
  });

  test('each test instance gets its own navbar accent colour', async ({page}) => {
    const accents: Record<string, string> = {
      '/tests/docs/standalone/': 'rgb(10, 165, 184)',
      '/tests/blog/': 'rgb(124, 191, 30)',
      '/tests/pages/': 'rgb(228, 185, 12)',
    };
    for (const [url, colour] of Object.entries(accents)) {
      await page.goto(url);
      await expect(page.locator('nav.navbar')).toHaveCSS('border-bottom-color', colour);
    }
    await page.goto('/docs/');
    await expect(page.locator('nav.navbar')).not.toHaveCSS('border-bottom-color', accents['/tests/pages/']!);
  });

  test('Markdown pages: .md is CommonMark, .mdx takes comment heading ids', async ({page}) => {
    await page.goto('/tests/pages/markdown-tests-md/');
    await expect(page.locator('#md-custom-id')).toHaveText(/explicit id/);
    await expect(page.getByText('a lone { brace in prose')).toBeVisible();
    await page.goto('/tests/pages/markdown-tests-mdx/');
    await expect(page.locator('[id="你好"]')).toHaveText(/Chinese id/);
    await expect(page.locator('[id="2022.1.1"]')).toHaveText(/Dotted id/);
    await expect(page.getByText('Two plus two is 4.')).toBeVisible();
  });
});

test.describe('pages-tests: Mermaid', () => {
  // Mermaid logs the parse error of the deliberately broken diagram.
  test.use({allowedConsoleErrors: /Parse error on line/});

  test('Mermaid draws every valid diagram and isolates the invalid one', async ({page}) => {
    await page.goto('/tests/pages/diagrams/');
    await waitForHydration(page);
    // Seven valid diagrams become SVG; the broken one must not take the page down with it.
    await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(7, {timeout: 20_000});
    await expect(page.getByRole('heading', {name: 'Invalid diagram'})).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });
});

test.describe('pages-tests: media, tabs and code', () => {
  test('SVG files imported with SVGR render inline with their titles', async ({page}) => {
    await page.goto('/tests/pages/svg/');
    for (const title of ['Planet', 'Badge', 'Stack']) {
      await expect(page.locator('main svg', {has: page.locator('title', {hasText: title})})).toBeVisible();
    }
  });

  test('synced tabs switch together and lazy tabs render on demand', async ({page}) => {
    await page.goto('/tests/pages/tabs-tests/');
    await waitForHydration(page);
    await page.getByRole('tab', {name: 'macOS'}).first().click();
    await expect(page.getByText('macOS in the second group.')).toBeVisible();
    await expect(page.locator('.dogfood-tabs-class')).toHaveCount(1);
    await expect(page.getByText('Rendered on demand.')).toHaveCount(0);
    await page.getByRole('tab', {name: 'Second'}).click();
    await expect(page.getByText('Rendered on demand.')).toBeVisible();
  });

  test('code block edge cases render, with titles and line numbers', async ({page}) => {
    await page.goto('/tests/pages/code-block-tests/');
    await expect(page.getByText('src/greet.ts')).toBeVisible();
    await expect(page.locator('.theme-code-block-highlighted-line').first()).toBeVisible();
    await expect(page.locator('.code-block-error-line')).toHaveCount(1);
    await expect(page.getByText('Falls back to plain text without crashing.')).toBeVisible();
  });

  test('embedded frames load pages of this site with the forced colour mode', async ({page}) => {
    await page.goto('/tests/pages/embeds/');
    const darkFrame = page.frameLocator('iframe[title="Site embedded with theme dark"]');
    await expect(darkFrame.locator('html')).toHaveAttribute('data-theme', 'dark');
    const lightFrame = page.frameLocator('iframe[title="Site embedded with theme light"]');
    await expect(lightFrame.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('visibility: unlisted and draft content', () => {
  const unlistedUrls = [
    '/tests/docs/',
    '/tests/docs/tests/visibility/force-unlisted/',
    '/tests/docs/tests/visibility/only-unlisteds/unlisted1/',
    '/tests/blog/unlisted-post/',
    '/tests/pages/unlisted/',
  ];

  test('unlisted pages load with the unlisted banner and a noindex tag', async ({page}) => {
    for (const url of unlistedUrls) {
      await page.goto(url);
      await expect(page.getByText(unlistedBanner).first(), url).toBeVisible();
      await expect(page.locator('meta[name="robots"]'), url).toHaveAttribute('content', /noindex/);
    }
  });

  test('listed test docs are noindex too, because the docs-tests version sets noIndex', async ({page}) => {
    await page.goto('/tests/docs/standalone/');
    await expect(page.getByText(unlistedBanner)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('the parseFrontMatter hook made a doc unlisted despite `unlisted: false`', async ({page}) => {
    await page.goto('/tests/docs/tests/visibility/force-unlisted/');
    await expect(page.getByRole('heading', {name: 'Unlisted by the front matter hook'})).toBeVisible();
    await expect(page.getByText(unlistedBanner).first()).toBeVisible();
  });

  test('unlisted and test-area pages are absent from the sitemap', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>');
    for (const url of [...unlistedUrls, '/tests/blog/', '/tests/pages/analytics/']) {
      expect(sitemap).not.toContain(`${url}</loc>`);
    }
    expect(sitemap).not.toMatch(/\/tests\/(blog|pages)\//);
  });

  test('the unlisted blog post is missing from the lists, the archive and the feeds', async ({request}) => {
    for (const url of ['/tests/blog/', '/tests/blog/archive/', '/tests/blog/tags/blog/', '/tests/blog/rss.xml']) {
      const body = await (await request.get(url)).text();
      expect(body, url).not.toContain('An unlisted post');
    }
    const archive = await (await request.get('/tests/blog/archive/')).text();
    expect(archive).toContain('Links across plugin instances');
  });

  test('drafts are absent from the production build', async ({request}) => {
    for (const url of ['/tests/blog/draft-post/', '/tests/pages/draft/', '/tests/docs/tests/another-draft/']) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
    const archive = await (await request.get('/tests/blog/archive/')).text();
    expect(archive).not.toContain('A draft post');
  });

  test('the docs sidebar drops draft-only categories and unlisted docs', async ({page}) => {
    await page.goto('/tests/docs/tests/visibility/');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.getByRole('link', {name: 'Visibility', exact: true})).toBeVisible();
    await expect(sidebar.getByText('Only drafts', {exact: false})).toHaveCount(0);
    await expect(sidebar.getByText('only-drafts')).toHaveCount(0);
    await sidebar
      .getByRole('button', {name: /some-drafts/i})
      .first()
      .click()
      .catch(() => undefined);
    await expect(sidebar.getByRole('link', {name: /draft 1/})).toHaveCount(0);
    await expect(sidebar.getByRole('link', {name: /unlisted 1/})).toHaveCount(0);
  });
});

test.describe('odd paths and static assets', () => {
  const docPaths: [string, string][] = [
    ["/tests/docs/beginner's%20guide/", 'A file name with an apostrophe'],
    ['/tests/docs/folder%20with%20space/doc%201/', 'Doc 1 in a folder with spaces'],
    ['/tests/docs/tests/ascii/folder/%C3%A6%C3%B8%C3%A5/', 'Non-ASCII file name'],
    ['/tests/docs/tests/ascii/%C3%A6%C3%B8%C3%A5/', 'Non-ASCII folder name'],
    ['/tests/docs/tests/ascii/zero%E2%80%8Bwidth/', 'Zero-width character in a URL'],
    ['/tests/docs/tests/Case-Sentitive-Doc/', 'Mixed-case file name'],
    ['/tests/docs/dummy.html', 'Dummy doc with an HTML slug'],
    ['/tests/blog/x/y/z.html', 'A post with an .html slug'],
  ];

  for (const [url, heading] of docPaths) {
    test(`loads ${decodeURIComponent(url)}`, async ({page}) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
      await waitForHydration(page);
      // Still on the same page after hydration: the client router resolved the odd URL too.
      await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
    });
  }

  test('static files with spaces and non-ASCII names are served', async ({request}) => {
    for (const url of [
      '/image%20with%20spaces.png',
      '/4/%E5%9B%BE%E7%89%87.png',
      '/%E6%96%B0%E6%8E%A7%E5%88%B6%E5%99%A8%E7%A9%BA%E9%97%B4/%E5%9B%BE%E7%89%87.png',
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect((await response.body()).subarray(1, 4).toString(), url).toBe('PNG');
    }
  });

  test('files the bundler cannot parse are copied byte for byte', async ({request}) => {
    for (const file of ['badSyntax.css', 'badSyntax.js', 'someFile.xyz']) {
      const source = readFileSync(path.join('_dogfooding/_asset-tests', file), 'utf8');
      expect(await (await request.get(`/${file}`)).text(), file).toBe(source);
    }
    const javadoc = await request.get('/dogfooding/javadoc/index.html');
    expect(await javadoc.text()).toContain('Static HTML fixture');
  });

  test('images with spaces and parentheses in their file names render', async ({page}) => {
    await page.goto('/tests/docs/tests/images/');
    for (const alt of [
      'Same image, odd file name',
      'Static image whose name has spaces',
      'Image in a non-ASCII folder',
      'Required with JSX',
    ]) {
      const image = page.getByRole('img', {name: alt});
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth), alt).toBeGreaterThan(0);
    }
  });
});

test.describe('docs-tests: sidebars, tags, TOC and categories', () => {
  test('displayed_sidebar switches to anotherSidebar, or hides the sidebar with null', async ({page}) => {
    await page.goto('/tests/docs/doc-with-another-sidebar/');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.getByRole('link', {name: 'Dummy doc with an HTML slug'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Huge sidebar category'})).toHaveCount(0);
    await page.goto('/tests/docs/doc-without-sidebar/');
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toHaveCount(0);
  });

  test('the huge generated category holds 8 links and 8 categories per level', async ({page}) => {
    await page.goto('/tests/docs/standalone/');
    await page.goto('/tests/docs/more-test/');
    // A category opens through React: a click before hydration does nothing.
    await waitForHydration(page);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await sidebar
      .getByRole('button', {name: /Huge sidebar category/})
      .or(sidebar.getByText('Huge sidebar category'))
      .first()
      .click();
    const huge = sidebar.locator('li', {has: page.getByText('Huge sidebar category', {exact: true})}).first();
    await expect(huge.locator(':scope > ul > li')).toHaveCount(1 + 8 + 8);
  });

  test('custom sidebar front matter shows up on the sidebar items', async ({page}) => {
    await page.goto('/tests/docs/tests/sidebar-frontmatter/');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await expect(sidebar.getByRole('link', {name: 'Custom sidebar label ✓'})).toBeVisible();
    await expect(sidebar.locator('li.dogfood-sidebar-class-name-test')).toHaveCount(1);
  });

  test('category index conventions: index, README, same name and the custom intro', async ({page}) => {
    await page.goto('/tests/docs/tests/category-links/');
    await expect(page.getByRole('heading', {level: 1, name: 'Category links (lower-case readme)'})).toBeVisible();
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const expected: [string, string][] = [
      ['Index convention', '/tests/docs/tests/category-links/with-index-doc/'],
      ['README convention', '/tests/docs/tests/category-links/with-readme-doc/'],
      ['Same-name convention', '/tests/docs/tests/category-links/with-category-name-doc/'],
      ['Custom intro convention', '/tests/docs/tests/category-links/custom-index-convention/intro/'],
    ];
    for (const [label, href] of expected) {
      await expect(sidebar.getByRole('link', {name: label, exact: true}), label).toHaveAttribute('href', href);
    }
    // link: null keeps the label as a plain toggle even though an index.mdx exists.
    await expect(sidebar.getByRole('button', {name: 'No index link', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'No index link', exact: true})).toHaveCount(0);
  });

  test('tags come from tags.yml, with custom labels and permalinks', async ({page}) => {
    await page.goto('/tests/docs/tags/');
    await expect(page.getByRole('link', {name: /Tag B \(custom label\)/})).toBeVisible();
    await expect(page.getByRole('link', {name: /^Tag E/})).toHaveAttribute(
      'href',
      '/tests/docs/tags/permalink-for-tag-e/',
    );
    // Tag c is only used by the unlisted landing doc: it has a page at its permalink but no entry in the list.
    await expect(page.getByRole('link', {name: /^C\d*$/})).toHaveCount(0);
    expect((await page.request.get('/tests/docs/tags/permalink-for-tag-c/')).status()).toBe(200);
  });

  test('last_update front matter is shown in the footer of the doc', async ({page}) => {
    await page.goto('/tests/docs/doc-with-last-update/');
    await expect(page.locator('.theme-last-updated')).toContainText('A fixture author');
    await expect(page.locator('.theme-last-updated')).toContainText('2021');
  });

  const tocCases: [string, number[]][] = [
    ['toc-2-2', [2]],
    ['toc-2-4', [2, 3, 4]],
    ['toc-3-5', [3, 4, 5]],
    ['toc-5-5', [5]],
    ['toc-_-_', [2, 3]],
  ];
  for (const [slug, levels] of tocCases) {
    test(`${slug} lists only heading levels ${levels.join(', ')} in its TOC`, async ({page}) => {
      await page.goto(`/tests/docs/toc/${slug}/`);
      const tocTargets = await page
        .locator('.table-of-contents a')
        .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
      expect(tocTargets.length).toBeGreaterThan(0);
      const tocLevels = await page.evaluate(
        (ids) => [...new Set(ids.map((id) => Number(document.getElementById(id)!.tagName.slice(1))))].sort(),
        tocTargets,
      );
      expect(tocLevels).toEqual(levels);
    });
  }

  test('badly nested headings still produce a complete TOC', async ({page}) => {
    await page.goto('/tests/docs/toc/toc-test-bad/');
    const toc = page.locator('.table-of-contents');
    for (const name of [
      'Level 6 before any level 2',
      'Level 3 straight away',
      'Level 4 going back up',
      'Second level 2',
    ]) {
      await expect(toc.getByRole('link', {name})).toHaveCount(1);
    }
  });

  test('headings imported from nested partials appear in the TOC', async ({page}) => {
    await page.goto('/tests/docs/tests/toc-partials/');
    const toc = page.locator('.table-of-contents');
    await expect(toc.getByRole('link', {name: 'Heading from the first-level partial'})).toBeVisible();
    await expect(toc.getByRole('link', {name: 'Heading from the second-level partial'})).toBeVisible();
  });

  test('explicit heading ids and relative links resolve', async ({page}) => {
    await page.goto('/tests/docs/tests/links/test-markdown-links/');
    await page.getByRole('link', {name: 'Target, with an anchor'}).click();
    await expect(page).toHaveURL(/\/tests\/docs\/tests\/links\/target-doc-slug\/#target-heading$/);
    await expect(page.locator('#target-heading')).toBeVisible();
  });
});

test.describe('blog-tests', () => {
  test('pagination reaches page 7 at 3 posts per page, and page 8 does not exist', async ({page, request}) => {
    await page.goto('/tests/blog/page/7/');
    await expect(page.locator('article')).toHaveCount(3);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', {name: 'A post in a sub-folder'})).toBeVisible();
    await expect(main.getByRole('link', {name: /Newer/})).toBeVisible();
    await expect(main.getByRole('link', {name: /Older/})).toHaveCount(0);
    expect((await request.get('/tests/blog/page/8/')).status()).toBe(404);
  });

  test('the three footnote posts share list page 4 with distinct footnote targets', async ({page}) => {
    await page.goto('/tests/blog/page/4/');
    await expect(page.locator('article')).toHaveCount(3);
    await expect(page.locator('article header h2')).toHaveText([/the first post/, /the second post/, /the third post/]);
    // Each post's footnote reference must jump to a footnote inside the same article.
    for (const article of await page.locator('article').all()) {
      const target = await article.locator('sup a').first().getAttribute('href');
      await expect(article.locator(`[id="${target!.slice(1)}"]`)).toHaveCount(1);
    }
  });

  test('authors: a profile page, a custom permalink and image-only authors', async ({page}) => {
    await page.goto('/tests/blog/authors/');
    await expect(page.getByRole('link', {name: /Sébastien Lorber/}).first()).toHaveAttribute(
      'href',
      '/tests/blog/authors/slorber/',
    );
    await page.goto('/tests/blog/authors/custom/ozaki/permalink/');
    await expect(page.getByRole('heading', {name: /Ozaki/}).first()).toBeVisible();
    await page.goto('/tests/blog/2022/01/20/image-only-authors/');
    const avatars = page.locator('article header img');
    await expect(avatars).toHaveCount(12);
    for (const src of await avatars.evaluateAll((images) => images.map((img) => img.getAttribute('src')))) {
      expect(src).toMatch(/^\/dogfooding\/authors\/avatar-\d+\.png$/);
    }
  });

  test('feeds point at the custom XSLT stylesheets, which are published with their CSS', async ({request}) => {
    const rss = await (await request.get('/tests/blog/rss.xml')).text();
    expect(rss).toContain('<?xml-stylesheet type="text/xsl" href="custom-rss.xsl"?>');
    const atom = await (await request.get('/tests/blog/atom.xml')).text();
    expect(atom).toContain('<?xml-stylesheet type="text/xsl" href="custom-atom.xsl"?>');
    for (const file of ['custom-rss.xsl', 'custom-rss.css', 'custom-atom.xsl', 'custom-atom.css']) {
      expect((await request.get(`/tests/blog/${file}`)).status(), file).toBe(200);
    }
  });

  test('the MDX feed item contains rendered components and absolute image URLs', async ({request}) => {
    const rss = await (await request.get('/tests/blog/rss.xml')).text();
    expect(rss).toContain('Text of the first tab.');
    expect(rss).toContain('Exported value: <strong>3.10</strong>');
    expect(rss).toMatch(/src="https?:\/\/[^"]+\/img\/logo\.svg"/);
  });

  test('emoji in headings are dropped from the generated anchors', async ({page}) => {
    await page.goto('/tests/blog/2023/08/05/');
    const ids = await page.locator('article h2').evaluateAll((headings) => headings.map((heading) => heading.id));
    expect(ids).toEqual(['launch--day', '-party-first', 'only-words']);
  });
});

test.describe('client modules and site-wide checks', () => {
  test('the onRouteUpdate client module records every route change on <html>', async ({page}) => {
    await page.goto('/tests/pages/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-dogfood-last-route', '/tests/pages/');
    await page.locator('main').getByRole('link', {name: 'Analytics'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-dogfood-last-route', '/tests/pages/analytics/');
  });

  test('legacy storage keys are moved under the namespace', async ({page}) => {
    await page.addInitScript(() => {
      // Seed once per tab: later navigations must see what the migration did.
      if (sessionStorage.getItem('dogfood-seeded')) return;
      sessionStorage.setItem('dogfood-seeded', '1');
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('docusaurus.announcement.id', 'seeded-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docs-preferred-version-default', '3.6.3');
    });
    await page.goto('/tests/pages/');
    await waitForHydration(page);
    const stored = await page.evaluate(() => ({...localStorage}));
    const legacy = [
      'theme',
      'docusaurus.announcement.id',
      'docusaurus.announcement.dismiss',
      'docs-preferred-version-default',
    ];
    for (const key of legacy) {
      expect(stored, key).not.toHaveProperty([key]);
    }
    const namespacedTheme = Object.keys(stored).find((key) => key.startsWith('theme') && key !== 'theme');
    expect(namespacedTheme).toBeDefined();
    const namespace = namespacedTheme!.slice('theme'.length);
    expect(stored[`theme${namespace}`]).toBe('dark');
    expect(stored[`docs-preferred-version-default${namespace}`]).toBe('3.6.3');
    // The announcement keys moved too; the bar then rewrites them for its current id.
    expect(stored).toHaveProperty([`docusaurus.announcement.id${namespace}`]);
  });

  test('the build has one stylesheet with Infima, custom CSS, client module, theme and page CSS in order', () => {
    const output = execFileSync('node', ['scripts/check-css-order.mjs', 'build'], {encoding: 'utf8'});
    expect(output).toContain('CSS order check passed');
  });

  test('the custom navbar item shows only in the /tests area and raises its alert', async ({page}) => {
    const item = page.getByRole('button', {name: 'Custom navbar item of the tests area'});
    await page.goto('/');
    await waitForHydration(page);
    await expect(item).toHaveCount(0);
    await page.goto('/tests/docs/standalone/');
    await waitForHydration(page);
    await expect(item.first()).toBeVisible();
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await item.first().click();
    await expect.poll(() => messages).toEqual([dogfoodAlertMessage]);
  });
});
