import {test, expect, expectTargetsOf24px, waitForHydration} from './fixtures';

test('the footer lists its four columns with working destinations', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer.footer--dark');
  const columns: Record<string, string[]> = {
    Learn: ['Introduction', 'Installation', 'Upgrading'],
    Community: ['Stack Overflow', 'Feature Requests', 'Discord', 'Help'],
    More: ['Blog', 'Changelog', 'GitHub', 'X'],
    Legal: ['Privacy', 'Terms', 'Cookie Policy'],
  };
  for (const [title, labels] of Object.entries(columns)) {
    const column = footer.locator('.footer__col', {has: page.locator('.footer__title', {hasText: title})});
    await expect(column.locator('.footer__link-item')).toHaveText(labels.map((label) => new RegExp(`^${label}`)));
  }
  await expect(footer.locator('.footer__copyright')).toContainText(`© ${new Date().getFullYear()}`);
  // Until hydration the themed logo is rendered once per color mode; after it, once.
  await waitForHydration(page);
  await expect(footer.locator('.footer__logo')).toHaveAttribute('src', '/img/logo-footer.svg');
});

test('every footer link is a target of at least 24 by 24 pixels (WCAG 2.5.8), not a 19px line of text', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.locator('footer.footer--dark');
  await footer.scrollIntoViewIfNeeded();
  await expectTargetsOf24px(footer.locator('.footer__link-item'), 10);
});

test('external footer links open safely in a new tab', async ({page}) => {
  await page.goto('/');
  const external = page.locator('footer a[href^="http"]');
  expect(await external.count()).toBeGreaterThan(5);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('internal footer links lead to pages that exist', async ({page, request}) => {
  await page.goto('/');
  const hrefs = await page
    .locator('footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});
