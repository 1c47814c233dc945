import {test, expect, waitForHydration} from './fixtures';
import sites from '../../src/data/showcase/sites.json';

const total = sites.length;
const count = (tags: string[], operator: 'AND' | 'OR') =>
  sites.filter((site) =>
    operator === 'AND' ? tags.every((t) => site.tags.includes(t)) : tags.some((t) => site.tags.includes(t)),
  ).length;
const label = (n: number) => (n === 1 ? '1 site' : `${n} sites`);

test.describe('showcase', () => {
  test('shows every site, favorites first, when no filter is active', async ({page}) => {
    await page.goto('/showcase/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Docusaurus site showcase'})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: /sites?$/})).toHaveText(label(total));
    await expect(page.getByRole('heading', {name: 'Our favorites'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'All sites'})).toBeVisible();
    const favorites = page
      .locator('section', {has: page.getByRole('heading', {name: 'Our favorites'})})
      .getByRole('heading', {level: 3});
    await expect(favorites).toHaveCount(sites.filter((s) => s.tags.includes('favorite')).length);
    await expect(page.getByRole('heading', {level: 3})).toHaveCount(total);
    // Cards use the local generated preview, loaded lazily.
    const jest = page.getByRole('listitem').filter({has: page.getByRole('link', {name: 'Jest', exact: true})});
    await expect(jest.locator('img')).toHaveAttribute('src', '/img/showcase/jest.svg');
    await expect(jest.locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(jest.getByRole('link', {name: 'Source code of Jest'})).toHaveAttribute(
      'href',
      'https://github.com/facebook/jest/tree/master/website',
    );
  });

  test('filters by tags with OR and AND, keeping the state in the URL', async ({page}) => {
    await page.goto('/showcase/');
    await waitForHydration(page);
    await page.getByRole('checkbox', {name: 'I18n'}).check();
    await page.getByRole('checkbox', {name: 'Versioning'}).check();
    await expect(page).toHaveURL(/\?tags=i18n&tags=versioning$/);
    const status = page.getByRole('status').filter({hasText: /sites?$/});
    await expect(status).toHaveText(label(count(['i18n', 'versioning'], 'OR')));
    await expect(page.getByRole('heading', {name: 'Our favorites'})).toHaveCount(0);

    await page.getByRole('radio', {name: /AND/}).check();
    await expect(page).toHaveURL(/operator=AND/);
    await expect(status).toHaveText(label(count(['i18n', 'versioning'], 'AND')));
    await expect(page.getByRole('heading', {level: 3})).toHaveCount(count(['i18n', 'versioning'], 'AND'));
  });

  test('restores a shared filtered view from the URL', async ({page}) => {
    await page.goto('/showcase/?tags=meta&tags=design&operator=AND');
    await waitForHydration(page);
    await expect(page.getByRole('checkbox', {name: 'Meta'})).toBeChecked();
    await expect(page.getByRole('checkbox', {name: 'Design'})).toBeChecked();
    await expect(page.getByRole('radio', {name: /AND/})).toBeChecked();
    await expect(page.getByRole('heading', {level: 3})).toHaveCount(count(['meta', 'design'], 'AND'));
  });

  test('searches by name, shows "No result", and clears everything', async ({page}) => {
    await page.goto('/showcase/?tags=opensource');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', {name: 'Search sites by name'});
    await search.fill('react native');
    await expect(page).toHaveURL(/name=react\+native/);
    const expected = sites.filter(
      (s) => s.tags.includes('opensource') && s.title.toLowerCase().includes('react native'),
    );
    await expect(page.getByRole('heading', {level: 3})).toHaveCount(expected.length);

    await search.fill('no site has this name');
    await expect(page.getByRole('heading', {name: 'No result'})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: /sites?$/})).toHaveText('0 sites');

    await page.getByRole('button', {name: 'Clear all'}).click();
    await expect(page).toHaveURL(/\/showcase\/$/);
    await expect(search).toHaveValue('');
    await expect(page.getByRole('checkbox', {name: 'Open-Source'})).not.toBeChecked();
    await expect(page.getByRole('heading', {level: 3})).toHaveCount(total);
  });

  test('is usable from the keyboard, with tag descriptions as tooltips', async ({page}) => {
    await page.goto('/showcase/');
    await waitForHydration(page);
    const rtl = page.getByRole('checkbox', {name: 'RTL Direction'});
    await rtl.focus();
    await expect(page.getByRole('tooltip', {name: /right-to-left/})).toBeVisible();
    await expect(rtl).toHaveAccessibleDescription(/right-to-left/);
    await page.keyboard.press('Space');
    await expect(rtl).toBeChecked();
    await expect(page).toHaveURL(/tags=rtl/);
    await expect(page.getByRole('heading', {level: 3})).toHaveCount(count(['rtl'], 'OR'));
  });
});
