/**
 * What third-party checkers read on the built pages: heading order, accessible author links and pictures, download
 * links that answer, a title per docs version, and the social and structured metadata of docs, pages and posts.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/** Heading levels of the page, in document order. */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
}

/** True when the first heading is the h1 and no heading goes more than one level deeper than the one before. */
function isWellOrdered(levels: number[]): boolean {
  return levels[0] === 1 && levels.every((level, i) => i === 0 || level <= levels[i - 1]! + 1);
}

test.describe('heading order', () => {
  for (const url of [
    '/blog/releases/3.7/',
    '/changelog/3.7.0/',
    '/tests/blog/2022/01/20/image-only-authors/',
    '/blog/archive/',
    '/docs/playground/',
    '/docs/3.6.3/playground/',
    '/docs/markdown-features/react/',
    '/docs/api/themes/@docusaurus/theme-live-codeblock/',
  ]) {
    test(`${url} opens on its h1 and never skips a level`, async ({page}) => {
      await page.goto(url);
      const levels = await headingLevels(page);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(isWellOrdered(levels), `levels: ${levels.join(' ')}`).toBe(true);
    });
  }

  test('the blog sidebar still groups posts by year, without headings', async ({page}) => {
    await page.goto('/blog/releases/3.7/');
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    const year = sidebar.getByRole('group', {name: '2025'});
    await expect(year).toBeVisible();
    await expect(year.getByRole('link', {name: 'Docusaurus 3.7'})).toBeVisible();
    await expect(sidebar.getByRole('heading')).toHaveCount(0);
  });

  test('blog list pages have an h1 naming the blog, for screen readers', async ({page}) => {
    await page.goto('/blog/page/2/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Docusaurus blog');
    expect(isWellOrdered(await headingLevels(page))).toBe(true);
  });
});

test.describe('author links and pictures', () => {
  test('icon-only social links are named after the platform and the author', async ({page}) => {
    await page.goto('/blog/authors/');
    const socialLinks = page.locator('main [class*="avatar__intro"] a[title]');
    expect(await socialLinks.count()).toBeGreaterThan(5);
    for (const link of await socialLinks.all()) {
      await expect(link).toHaveAccessibleName(/^\S.* profile of \S/);
    }
    await expect(page.getByRole('link', {name: 'GitHub profile of Sébastien Lorber'}).first()).toBeVisible();
  });

  test('lists of posts show authors without their social links, which stay on the post and the author page', async ({
    page,
  }) => {
    const socialLinks = page.getByRole('link', {name: /^\S.* profile of Sébastien Lorber$/});
    for (const list of ['/blog/', '/blog/tags/release/', '/blog/authors/slorber/']) {
      await page.goto(list);
      await expect(page.locator('article').first()).toBeVisible();
      await expect(page.locator('article header').getByText('Sébastien Lorber').first()).toBeVisible();
      await expect(page.locator('article').getByRole('link', {name: /profile of/})).toHaveCount(0);
    }
    // The author page keeps them in its header, above the list.
    await expect(socialLinks.first()).toBeVisible();
    await page.goto('/blog/releases/3.7/');
    await expect(
      page.locator('article header').getByRole('link', {name: 'GitHub profile of Sébastien Lorber'}),
    ).toBeVisible();
  });

  test('authors given only a picture get a text alternative', async ({page}) => {
    await page.goto('/tests/blog/2022/01/20/image-only-authors/');
    const pictures = page.locator('article header img');
    await expect(pictures).toHaveCount(12);
    for (const picture of await pictures.all()) await expect(picture).toHaveAttribute('alt', 'Author');
  });
});

test.describe('downloads on the assets page', () => {
  for (const prefix of ['/docs', '/docs/3.7.0', '/docs/3.6.3']) {
    test(`${prefix}/markdown-features/assets/ links to the file itself`, async ({page, request}) => {
      await page.goto(`${prefix}/markdown-features/assets/`);
      const links = page.getByRole('link', {name: 'Download the release checklist'});
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        const href = (await link.getAttribute('href'))!;
        expect(href).toMatch(/^\/assets\/files\/release-checklist-[0-9a-f]+\.txt$/);
        expect((await request.get(href)).status()).toBe(200);
      }
    });
  }
});

test.describe('titles and social metadata', () => {
  // Read once the page has hydrated: the head manager removes and adds its tags while it hydrates, so a tag a page
  // overrides (og:type) can briefly be missing or show the site default.
  const meta = async (page: Page, key: string) => {
    await waitForHydration(page);
    return page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content');
  };

  test('an older docs version says its version in the title; Canary does not', async ({page}) => {
    await page.goto('/docs/3.7.0/installation/');
    await expect(page).toHaveTitle('Installation | Docusaurus 3.7.0');
    expect(await meta(page, 'og:title')).toBe('Installation | Docusaurus 3.7.0');
    await page.goto('/docs/3.6.3/installation/');
    await expect(page).toHaveTitle('Installation | Docusaurus 3.6.3');
    await page.goto('/docs/installation/');
    await expect(page).toHaveTitle('Installation | Docusaurus');
  });

  test('a doc is an article with its twitter card text', async ({page}) => {
    await page.goto('/docs/installation/');
    expect(await meta(page, 'og:type')).toBe('article');
    expect(await meta(page, 'twitter:title')).toBe(await meta(page, 'og:title'));
    expect(await meta(page, 'twitter:description')).toBe(await meta(page, 'og:description'));
    expect(await meta(page, 'og:image:alt')).toMatch(/^Card of the page "Installation"/);
  });

  test('other pages are websites with their twitter card text', async ({page}) => {
    for (const url of ['/', '/showcase/', '/examples/markdownPageExample/']) {
      await page.goto(url);
      expect(await meta(page, 'og:type'), url).toBe('website');
      expect(await meta(page, 'twitter:title'), url).toBe(await meta(page, 'og:title'));
      expect(await meta(page, 'og:image:alt'), url).toBeTruthy();
    }
  });

  test('a release post is an article whose card is described and whose BlogPosting names its publisher', async ({
    page,
  }) => {
    await page.goto('/blog/releases/3.7/');
    expect(await meta(page, 'og:type')).toBe('article');
    expect(await meta(page, 'twitter:title')).toBe('Docusaurus 3.7 | Docusaurus');
    expect(await meta(page, 'og:image:alt')).toBe('Card of the post "Docusaurus 3.7"');
    const jsonLd = await page.locator('head script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BlogPosting');
    expect(posting.publisher).toEqual({
      '@type': 'Organization',
      name: 'Docusaurus',
      url: 'https://docusaurus.io/',
      logo: {'@type': 'ImageObject', url: 'https://docusaurus.io/img/icon-512.png'},
    });
  });
});
