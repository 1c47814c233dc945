import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration} from './fixtures';
import {wcagTags} from './quality-pages';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`site chrome in ${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const viewport of [
      {name: 'desktop', width: 1280, height: 800},
      {name: 'mobile', width: 390, height: 800},
    ]) {
      test(`navbar, announcement bar and footer have no axe violations (${viewport.name})`, async ({page}) => {
        await page.setViewportSize(viewport);
        await page.goto('/docs/installation/');
        await waitForHydration(page);
        const results = await new AxeBuilder({page})
          .include('.theme-announcement-bar')
          .include('nav.navbar')
          .include('footer')
          .withTags(wcagTags)
          .analyze();
        expect(
          results.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
          ),
        ).toEqual([]);
      });
    }

    test('the open mobile menu has no axe violations', async ({page}) => {
      await page.setViewportSize({width: 390, height: 800});
      await page.goto('/docs/installation/');
      await waitForHydration(page);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await page.getByRole('button', {name: '← Back to main menu'}).click();
      const results = await new AxeBuilder({page}).include('.navbar-sidebar').withTags(wcagTags).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}
