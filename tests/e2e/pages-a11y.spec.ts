import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration} from './fixtures';

const paths = [
  '/',
  '/versions/',
  '/showcase/',
  '/showcase/?tags=opensource&tags=design&operator=AND',
  '/feature-requests/',
  '/feature-requests/llms-txt/',
  '/examples/markdownPageExample/',
  '/examples/noIndex/',
  '/community/support/',
  '/community/team/',
  '/community/resources/',
  '/community/contributing/',
  '/community/canary/',
  '/community/release-process/',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme} mode`, () => {
    test.use({colorScheme});
    for (const path of paths) {
      test(path, async ({page}) => {
        // The full showcase has hundreds of cards: axe needs more time there.
        test.setTimeout(120_000);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const results = await new AxeBuilder({page})
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const summary = results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 5)
              .join(' | ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
