// Quality gate: every kind of page loads without console errors or warnings and without a
// failed or erroring request (the fixtures already fail on errors and requests to other hosts).
import {test, expect, waitForHydration} from './fixtures';
import {pageKinds} from './quality-pages';

for (const {kind, path} of pageKinds) {
  test(`${kind} (${path}) loads cleanly`, async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    const warnings: string[] = [];
    const failedRequests: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('requestfailed', (request) => {
      // Requests to other hosts are aborted (and reported) by the fixtures.
      if (new URL(request.url()).origin === origin)
        failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.url()} (HTTP ${response.status()})`);
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Below-the-fold content (lazy images, code blocks) loads while scrolling.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(warnings, 'console warnings').toEqual([]);
    expect(failedRequests, 'failed requests').toEqual([]);
  });
}

test('the warning check sees console warnings', async ({page}) => {
  // Guards the gate above: if Playwright stopped reporting warnings under this type, it would pass silently.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await page.evaluate(() => console.warn('deliberate warning'));
  await expect.poll(() => warnings).toEqual(['deliberate warning']);
});
