import {test, expect, waitForHydration} from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');
const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', {name: /Switch between dark and light mode/});

test('defaults to light, and follows a dark system preference', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  expect(await theme(page)).toBe('light');
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  expect(await theme(page)).toBe('dark');
});

test('the toggle cycles light, dark, then system', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  await waitForHydration(page);
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  expect(await theme(page)).toBe('light');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  expect(await theme(page)).toBe('dark');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently system mode/);
  expect(await theme(page)).toBe('dark');
});

test('system mode follows the operating system live', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await waitForHydration(page);
  expect(await theme(page)).toBe('light');
  await page.emulateMedia({colorScheme: 'dark'});
  await expect.poll(() => theme(page)).toBe('dark');
});

test('a stored choice is applied before the first paint, with no flash', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await toggle(page).click(); // system -> light
  await toggle(page).click(); // light -> dark
  await page.emulateMedia({colorScheme: 'light'});
  // Record every value the attribute takes from the very start of the next load.
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    (window as unknown as {themesSeen: typeof seen}).themesSeen = seen;
    new MutationObserver(() => seen.push(document.documentElement.getAttribute('data-theme'))).observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-theme'],
    });
  });
  await page.reload();
  await waitForHydration(page);
  const seen = await page.evaluate(() => (window as unknown as {themesSeen: string[]}).themesSeen);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((value) => value === 'dark')).toBe(true);
});

test('a choice made in one tab reaches the other tabs', async ({page, context}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await waitForHydration(page);
  const other = await context.newPage();
  await other.emulateMedia({colorScheme: 'light'});
  await other.goto('/blog/');
  await waitForHydration(other);
  await toggle(page).click(); // system -> light
  await toggle(page).click(); // light -> dark
  await expect.poll(() => theme(other)).toBe('dark');
});
