import {test, expect, waitForHydration} from './fixtures';

test.describe('changelog list pages', () => {
  test('/changelog/ shows the 20 newest releases, newest first, and links the feeds', async ({page}) => {
    await page.goto('/changelog/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Docusaurus changelog'})).toBeVisible();
    const releases = page.getByTestId('changelog-release');
    await expect(releases).toHaveCount(20);
    await expect(releases.first().getByRole('heading', {level: 2})).toHaveText('3.7.0');
    const feeds = page.getByTestId('changelog-feeds');
    await expect(feeds.getByRole('link', {name: 'RSS'})).toHaveAttribute('href', '/changelog/rss.xml');
    await expect(feeds.getByRole('link', {name: 'Atom'})).toHaveAttribute('href', '/changelog/atom.xml');
    await expect(feeds.getByRole('link', {name: 'JSON Feed'})).toHaveAttribute('href', '/changelog/feed.json');
  });

  test('/changelog/page/6/ holds the oldest releases', async ({page}) => {
    const response = await page.goto('/changelog/page/6/');
    expect(response?.status()).toBe(200);
    const releases = page.getByTestId('changelog-release');
    await expect(releases).toHaveCount(5);
    await expect(releases.last().getByRole('heading', {level: 2})).toHaveText('V2 Changelog');
  });

  test('the feeds are well-formed and list the 20 newest releases', async ({page, request}) => {
    await page.goto('/changelog/');
    for (const [file, itemTag] of [
      ['rss.xml', 'item'],
      ['atom.xml', 'entry'],
    ] as const) {
      const response = await request.get(`/changelog/${file}`);
      expect(response.status(), file).toBe(200);
      const xml = await response.text();
      const result = await page.evaluate(
        ({source, tag}) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          const items = doc.getElementsByTagName(tag);
          return {
            parseErrors: doc.getElementsByTagName('parsererror').length,
            count: items.length,
            firstTitle: items[0]?.getElementsByTagName('title')[0]?.textContent,
          };
        },
        {source: xml, tag: itemTag},
      );
      expect(result, file).toEqual({parseErrors: 0, count: 20, firstTitle: '3.7.0'});
    }
    const json = await (await request.get('/changelog/feed.json')).json();
    expect(json.items).toHaveLength(20);
    expect(json.items[0].title).toBe('3.7.0');
  });
});

test.describe('committers', () => {
  test('the committers list expands and collapses', async ({page}) => {
    await page.goto('/changelog/3.7.0/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: /Committers \(14\)/});
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(14);
    // Avatars are drawn from initials: no image is fetched.
    await expect(list.getByTestId('changelog-avatar')).toHaveCount(14);
    await expect(list.locator('img')).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
  });

  test('/changelog/authors/ lists the committers', async ({page}) => {
    await page.goto('/changelog/authors/');
    const authors = page.getByTestId('changelog-authors');
    await expect(authors.getByRole('listitem')).toHaveCount(896);
    // The most frequent committer comes first.
    await expect(authors.getByRole('listitem').first()).toContainText('Sébastien Lorber');
  });
});

test.describe('release pages', () => {
  test('/changelog/3.7.0/ links each change to its pull request', async ({page}) => {
    await page.goto('/changelog/3.7.0/');
    await expect(page.getByRole('heading', {level: 1, name: '3.7.0'})).toBeVisible();
    const prLink = page.getByRole('link', {name: '#10677', exact: true});
    await expect(prLink).toHaveAttribute('href', 'https://github.com/facebook/docusaurus/pull/10677');
    await expect(page.locator('a[href^="https://github.com/facebook/docusaurus/pull/"]')).toHaveCount(24);
    await expect(page.getByRole('heading', {level: 2, name: 'New Feature'})).toBeVisible();
  });

  for (const {version, listPage} of [
    {version: '3.7.0', listPage: '/changelog/'},
    {version: '2.0.0-beta.15', listPage: '/changelog/page/2/'},
    {version: '2.0.0-alpha.19', listPage: '/changelog/page/6/'},
  ]) {
    test(`the back link of ${version} returns to the list page that holds it`, async ({page}) => {
      await page.goto(`/changelog/${version}/`);
      await waitForHydration(page);
      const back = page.getByTestId('changelog-back-link');
      await expect(back).toHaveText('← Back to index page');
      await back.click();
      await expect(page).toHaveURL(listPage);
      await expect(
        page.getByTestId('changelog-release').getByRole('heading', {level: 2, name: version, exact: true}),
      ).toBeVisible();
    });
  }

  test('releases of the same day keep their order and link to each other', async ({page}) => {
    await page.goto('/changelog/3.3.1/');
    const nav = page.getByRole('navigation', {name: 'Other releases'});
    await expect(nav.getByRole('link', {name: /Newer release.*3\.3\.2/})).toHaveAttribute('href', '/changelog/3.3.2/');
    await expect(nav.getByRole('link', {name: /Older release.*3\.3\.0/})).toHaveAttribute('href', '/changelog/3.3.0/');
  });
});
