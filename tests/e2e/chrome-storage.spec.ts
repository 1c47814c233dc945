import {test, expect, waitForHydration} from './fixtures';

test('site data is stored in local storage under namespaced keys', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(keys).toEqual(expect.arrayContaining([expect.stringMatching(/^theme-[a-z0-9]{1,8}$/)]));
  expect(keys).toEqual(
    expect.arrayContaining([expect.stringMatching(/^docusaurus\.announcement\.dismiss-[a-z0-9]{1,8}$/)]),
  );
  expect(keys).not.toContain('theme');
});

test.describe('without usable storage', () => {
  test('the site keeps working and warns once', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('storage disabled');
        },
      });
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
    await page.getByRole('link', {name: 'Docs', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/$/);
    const storageWarnings = warnings.filter((text) => /storage/i.test(text));
    expect(storageWarnings).toHaveLength(1);
  });
});
