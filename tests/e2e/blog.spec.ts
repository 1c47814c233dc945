/**
 * The blog: pagination, post navigation, tag and author pages, the archive and
 * the feeds. Counts come from the facts of record: 26 posts, 16 tagged
 * `release`, 19 by slorber, 5 posts per page.
 */
import {test, expect, expectTargetsOf24px, scrollIntoViewAndSettle, waitForHydration} from './fixtures';

const TOTAL_POSTS = 26;

test.describe('blog pagination', () => {
  test('the blog has exactly six list pages', async ({page}) => {
    await page.goto('/blog/');
    await expect(page.locator('main article')).toHaveCount(5);

    const lastPage = await page.goto('/blog/page/6/');
    expect(lastPage?.status()).toBe(200);
    // 26 posts, 5 per page: the sixth page holds the oldest post only.
    await expect(page.locator('main article')).toHaveCount(1);
    await expect(page.locator('main article h2')).toHaveText('Introducing Docusaurus');
    const listNav = page.getByRole('navigation', {name: 'Blog list page navigation'});
    await expect(listNav.getByRole('link', {name: /Newer entries/})).toHaveAttribute('href', '/blog/page/5/');
    await expect(listNav.getByRole('link', {name: /Older entries/})).toHaveCount(0);
  });

  test('/blog/page/7/ does not exist', async ({page}) => {
    // A request, not a navigation: the 404 page would log the failed load as a console error.
    const response = await page.request.get('/blog/page/7/');
    expect(response.status()).toBe(404);
  });

  test('list pages show only the text above the truncate marker', async ({page}) => {
    await page.goto('/blog/');
    const first = page.locator('main article').first();
    await expect(first.getByRole('link', {name: /Read more/})).toBeVisible();
    // The sections of the 3.7 post come after its truncate marker.
    await expect(first.getByRole('heading', {name: 'Other changes'})).toHaveCount(0);
  });
});

test.describe('blog post page', () => {
  test('links to the newer and the older post', async ({page}) => {
    await page.goto('/blog/releases/3.0/');
    await waitForHydration(page);
    await expect(page.locator('main h1')).toHaveText('Announcing Docusaurus 3.0');
    const postNav = page.getByRole('navigation', {name: 'Blog post page navigation'});
    await expect(postNav.getByRole('link', {name: /Newer post/})).toHaveAttribute('href', '/blog/releases/3.1/');
    const older = postNav.getByRole('link', {name: /Older post/});
    await expect(older).toHaveAttribute('href', '/blog/preparing-your-site-for-docusaurus-v3/');
    await scrollIntoViewAndSettle(older);
    await older.click();
    await expect(page).toHaveURL(/\/blog\/preparing-your-site-for-docusaurus-v3\/$/);
    await expect(page.locator('main h1')).toHaveText('Preparing your site for Docusaurus v3');
  });

  test('shows its authors with local avatars and uses its own social card', async ({page}) => {
    await page.goto('/blog/2022/08/01/announcing-docusaurus-2.0/');
    const header = page.locator('main article header');
    for (const name of [
      'Sébastien Lorber',
      'Joshua Chen',
      'Yangshun Tay',
      'Alexey Pyltsyn',
      'Paul O’Shannessy',
      'Joel Marcey',
    ]) {
      await expect(header.getByText(name, {exact: true})).toBeVisible();
    }
    const avatars = header.locator('img');
    await expect(avatars).toHaveCount(6);
    for (const src of await avatars.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))) {
      expect(src).toMatch(/^\/img\/authors\/[\w-]+\.svg$/);
    }

    await page.goto('/blog/releases/3.7/');
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(/\/assets\/images\/social-card-[\w-]+\.png$/);
    const card = await page.request.get(new URL(ogImage!).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toContain('image/png');
  });
});

test.describe('tag pages', () => {
  test('the tags index lists the tags in use', async ({page}) => {
    await page.goto('/blog/tags/');
    const main = page.locator('main');
    await expect(main.getByRole('link', {name: /^Release\s*16$/})).toHaveAttribute('href', '/blog/tags/release/');
    await expect(main.getByRole('link', {name: /^Recap\s*3$/})).toBeVisible();
    // Defined in tags.yml but used by no post.
    await expect(main.getByRole('link', {name: /^Unlisted/})).toHaveCount(0);
  });

  test('the release tag is paginated over four pages', async ({page}) => {
    await page.goto('/blog/tags/release/');
    await expect(page.locator('main h1')).toContainText('16 posts tagged with "Release"');
    await expect(page.locator('main article')).toHaveCount(5);

    const lastPage = await page.goto('/blog/tags/release/page/4/');
    expect(lastPage?.status()).toBe(200);
    // 16 posts: the fourth page holds the oldest release post, the i18n release.
    await expect(page.locator('main article')).toHaveCount(1);
    await expect(page.locator('main article h2')).toHaveText('Releasing Docusaurus i18n');

    const beyond = await page.request.get('/blog/tags/release/page/5/');
    expect(beyond.status()).toBe(404);
  });
});

test.describe('author pages', () => {
  test('slorber has 19 posts over four pages', async ({page}) => {
    await page.goto('/blog/authors/slorber/');
    await waitForHydration(page);
    await expect(page.locator('main h1')).toContainText('Sébastien Lorber');
    await expect(page.locator('main article')).toHaveCount(5);

    await page.getByRole('link', {name: /Older entries/}).click();
    await expect(page).toHaveURL(/\/blog\/authors\/slorber\/page\/2\/$/);
    await expect(page.locator('main article')).toHaveCount(5);

    // 19 posts = 5 + 5 + 5 + 4.
    await page.goto('/blog/authors/slorber/page/3/');
    await expect(page.locator('main article')).toHaveCount(5);
    await page.goto('/blog/authors/slorber/page/4/');
    await expect(page.locator('main article')).toHaveCount(4);
    await expect(page.locator('main article h2').last()).toHaveText('Docusaurus 2020 Recap');
    expect((await page.request.get('/blog/authors/slorber/page/5/')).status()).toBe(404);
  });

  test('every "Read more" link is a target of at least 24 by 24 pixels (WCAG 2.5.8)', async ({page}) => {
    await page.goto('/blog/authors/slorber/');
    await expectTargetsOf24px(page.locator('article a.read-more-link'), 3);
  });

  test('the authors index lists the six authors with a page', async ({page}) => {
    await page.goto('/blog/authors/');
    const links = page.locator('main a[href^="/blog/authors/"]');
    const hrefs = new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
    expect([...hrefs].sort()).toEqual(
      ['j-marcey', 'josh-cena', 'lex-111', 'slorber', 'yangshun', 'zpao'].map((key) => `/blog/authors/${key}/`),
    );
  });
});

test('the archive lists every post', async ({page}) => {
  await page.goto('/blog/archive/');
  await expect(page.locator('main li a')).toHaveCount(TOTAL_POSTS);
  await expect(page.locator('main')).toContainText('Happy 1st Birthday Slash!');
});

test.describe('feeds', () => {
  for (const {file, itemTag, stylesheet} of [
    {file: 'rss.xml', itemTag: 'item', stylesheet: 'rss.xsl'},
    {file: 'atom.xml', itemTag: 'entry', stylesheet: 'atom.xsl'},
  ]) {
    test(`${file} is valid XML with every post and an XSLT stylesheet`, async ({page}) => {
      const response = await page.request.get(`/blog/${file}`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(xml).toContain(`<?xml-stylesheet type="text/xsl" href="${stylesheet}"?>`);

      await page.goto('/blog/');
      const parsed = await page.evaluate(
        ({source, tag}) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          return {
            error: doc.getElementsByTagName('parsererror').length > 0,
            items: doc.getElementsByTagName(tag).length,
          };
        },
        {source: xml, tag: itemTag},
      );
      expect(parsed).toEqual({error: false, items: TOTAL_POSTS});

      const xsl = await page.request.get(`/blog/${stylesheet}`);
      expect(xsl.status()).toBe(200);
      expect(await xsl.text()).toContain('xsl:stylesheet');
    });
  }

  test('the RSS feed renders as a readable page in the browser', async ({page}) => {
    await page.goto('/blog/rss.xml');
    // The XSLT turns the feed into HTML that lists the post titles as links.
    await expect(page.getByRole('link', {name: 'Docusaurus 3.7'})).toBeVisible();
  });

  test('feed.json is valid JSON with every post', async ({page}) => {
    const response = await page.request.get('/blog/feed.json');
    expect(response.status()).toBe(200);
    const feed = (await response.json()) as {items: {url: string}[]};
    expect(feed.items).toHaveLength(TOTAL_POSTS);
    expect(feed.items[0]!.url).toMatch(/\/blog\/releases\/3\.7\/$/);
  });

  test('the blog pages link to the three feeds', async ({page}) => {
    await page.goto('/blog/');
    for (const [type, file] of [
      ['application/rss+xml', 'rss.xml'],
      ['application/atom+xml', 'atom.xml'],
      ['application/json', 'feed.json'],
    ]) {
      await expect(page.locator(`head link[rel="alternate"][type="${type}"][href="/blog/${file}"]`)).toHaveCount(1);
    }
  });
});

test('every post of the archive renders its full content', async ({page}) => {
  test.setTimeout(120_000);
  await page.goto('/blog/archive/');
  const posts = await page
    .locator('main li a')
    .evaluateAll((links) => links.map((a) => ({href: a.getAttribute('href')!, text: a.textContent!})));
  expect(posts).toHaveLength(TOTAL_POSTS);
  for (const {href, text} of posts) {
    await page.goto(href);
    const title = text.replace(/^.*? - /, '');
    await expect(page.locator('main article h1'), href).toHaveText(title);
    // textContent, not innerText: blocks far below the viewport are laid out only when they come near it
    // (src/css/offscreen.css), and innerText leaves out what is not laid out.
    const words = (await page.locator('main article .markdown').textContent())!.split(/\s+/).length;
    expect(words, `${href} word count`).toBeGreaterThan(300);
  }
});
