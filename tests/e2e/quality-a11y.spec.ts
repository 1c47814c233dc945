// Quality gate: axe (WCAG 2.2 A + AA rules) finds nothing on one page of every kind, in both colour modes (the
// colour rules in dark mode).
// The whole site is audited by `npm run axe:all` (too slow for every test run).
import {test, expect, waitForHydration} from './fixtures';
import {axeAudit, pageKinds} from './quality-pages';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe on every page kind, ${colorScheme} mode`, () => {
    test.use({colorScheme});
    for (const {kind, path} of pageKinds) {
      test(`${kind} (${path})`, async ({page}) => {
        // Long pages (showcase, changelog) give axe thousands of nodes to check.
        test.setTimeout(120_000);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        const results = await axeAudit(page, colorScheme).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 5)
              .join(' | ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
