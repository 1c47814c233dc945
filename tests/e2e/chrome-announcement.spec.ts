import {test, expect, waitForHydration} from './fixtures';

const bar = '.theme-announcement-bar';

/** Cumulative layout shift observed while the page loads and settles. */
async function layoutShift(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
        setTimeout(() => resolve(total), 1000);
      }),
  );
}

test('announces the release with a link to its post', async ({page}) => {
  await page.goto('/docs/');
  const link = page.locator(bar).getByRole('link', {name: /Docusaurus 3\.7/});
  await expect(link).toHaveAttribute('href', '/blog/releases/3.7/');
  await expect(page.locator(bar)).toHaveCSS('background-color', 'rgb(31, 122, 85)');
  await expect(page.locator(bar)).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test('stays dismissed after closing, until the announcement changes', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator(bar).getByRole('button', {name: 'Close'}).click();
  await expect(page.locator(bar)).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator(bar)).toBeHidden();

  // A stored id from an older announcement means the current one has not been seen.
  const keys = await page.evaluate(() => Object.keys(localStorage));
  const idKey = keys.find((key) => key.startsWith('docusaurus.announcement.id'))!;
  expect(await page.evaluate((key) => localStorage.getItem(key), idKey)).toBe('announcementBar-v3.7');
  await page.evaluate((key) => localStorage.setItem(key, 'announcementBar-v3.6'), idKey);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator(bar)).toBeVisible();
});

test('neither showing nor hiding the bar shifts the layout', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  expect(await layoutShift(page)).toBeLessThan(0.01);
  await page.locator(bar).getByRole('button', {name: 'Close'}).click();
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator(bar)).toBeHidden();
  expect(await layoutShift(page)).toBeLessThan(0.01);
});
