import {expect, test} from '@playwright/test';

// `npm start` with its defaults (README "Run it"): what a contributor opens first renders, and a page of a section
// the dev server leaves out says so and names the switch that brings it back.

test('the home page and a docs page render in the dev server', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  await expect(page.locator('h1').first()).not.toBeEmpty();

  await page.goto('/docs/installation/');
  await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
});

for (const {path, section, command} of [
  {path: '/blog/', section: 'the blog', command: 'WITH_BLOG=true npm start'},
  {path: '/changelog/3.7.0/', section: 'the changelog', command: 'WITH_BLOG=true npm start'},
  {path: '/docs/3.7.0/installation/', section: 'the 3.7.0 docs', command: 'FULL_SITE=true npm start'},
  {path: '/tests/pages/', section: 'the /tests area', command: 'FULL_SITE=true npm start'},
]) {
  test(`${path} is a not-found page that names ${command}`, async ({page}) => {
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
    const note = page.getByRole('main').getByRole('note');
    await expect(note).toContainText(`npm start leaves out ${section} by default`);
    await expect(note.locator('code', {hasText: command})).toBeVisible();
  });
}

test('a missing page of a section the dev server builds gets no such note', async ({page}) => {
  await page.goto('/docs/no-such-page/');
  await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
});
