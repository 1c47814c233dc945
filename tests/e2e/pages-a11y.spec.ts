import {test, expect, waitForHydration} from './fixtures';
import {axeAudit} from './quality-pages';

// The pages quality-a11y.spec.ts does not audit already (it has the home, versions, showcase, feature requests and
// support pages, with the same rules).
const paths = [
  '/showcase/?tags=opensource&tags=design&operator=AND',
  '/feature-requests/llms-txt/',
  '/examples/markdownPageExample/',
  '/examples/noIndex/',
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
        // A filtered showcase still has many cards: axe needs more time there.
        test.setTimeout(120_000);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const results = await axeAudit(page, colorScheme).analyze();
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
