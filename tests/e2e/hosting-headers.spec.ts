/**
 * Response headers as nginx serves them with the generated configuration (src/config/hosting.ts →
 * build/_nginx/): security headers everywhere, a strict Content-Security-Policy on pages, cache rules per kind of
 * file, server redirects, a 404 page with status 404, and the host files kept private.
 */
import {readdirSync} from 'node:fs';
import {test, expect, waitForHydration} from './fixtures';

const security = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(security)) expect(headers[name], name).toBe(value);
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
}

const mainBundle = readdirSync('build/assets/js').find((file) => /^main\.[0-9a-f]+\.js$/.test(file));

test.describe('headers served by nginx', () => {
  test('a page: security headers, strict policy, revalidated', async ({request}) => {
    const response = await request.get('/docs/installation/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expectSecurityHeaders(headers);
    const csp = headers['content-security-policy']!;
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).not.toMatch(
      /'unsafe-inline'|'unsafe-eval'/,
    );
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(headers['cache-control']).toBe('no-cache');
  });

  test('a hashed asset: immutable for a year, compressed, no page policy', async ({request}) => {
    const response = await request.get(`/assets/js/${mainBundle}`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expectSecurityHeaders(headers);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-security-policy']).toBeUndefined();
  });

  for (const file of ['/sw.js', '/manifest.json']) {
    test(`${file} is revalidated on every visit`, async ({request}) => {
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response.headers());
    });
  }

  test('an unknown path answers the 404 page with status 404 and the headers', async ({request}) => {
    const response = await request.get('/no/such/page/');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expectSecurityHeaders(response.headers());
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  });

  test('redirect pages are answered by the server, keeping the query', async ({request}) => {
    const response = await request.get('/docs/support/?from=old', {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/community/support/?from=old');
    const html = await request.get('/docs/installation.html', {maxRedirects: 0});
    expect(html.status()).toBe(301);
    expect(html.headers().location).toBe('/docs/installation/');
  });

  test('the host files written next to the site are not served', async ({request}) => {
    for (const file of ['/_headers', '/_redirects', '/_nginx/server.conf']) {
      expect((await request.get(file)).status(), file).toBe(404);
    }
  });

  test('only the live code editor pages may evaluate code, and only the embedded page may be framed', async ({
    request,
  }) => {
    const scriptSrc = async (path: string) => {
      const policy = (await request.get(path)).headers()['content-security-policy']!;
      return policy.split('; ').find((d) => d.startsWith('script-src'))!;
    };
    expect(await scriptSrc('/docs/playground/')).toContain("'unsafe-eval'");
    expect(await scriptSrc('/docs/markdown-features/code-blocks/')).toContain("'unsafe-eval'");
    expect(await scriptSrc('/docs/markdown-features/tabs/')).not.toContain("'unsafe-eval'");
    const framed = (await request.get('/tests/pages/layout-no-children/')).headers()['content-security-policy'];
    expect(framed).toContain("frame-ancestors 'self'");
  });
});

test.describe('pages work under the policy', () => {
  // The shared fixture fails any test on a policy violation; these visit the features most likely to break.
  test('the live code editor runs the reader’s code', async ({page}) => {
    await page.goto('/docs/playground/');
    await waitForHydration(page);
    await expect(page.locator('[class*="playgroundPreview"]').first()).not.toBeEmpty();
  });

  test('a live editor reached by client-side navigation loads its page in full, then runs', async ({page}) => {
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const firstDocument = await page.evaluate(() => performance.timeOrigin);
    await page.locator('main a[href="/docs/playground/"]').first().click();
    await expect(page).toHaveURL(/\/docs\/playground\/$/);
    await expect(page.locator('[class*="playgroundPreview"]').first()).not.toBeEmpty();
    await waitForHydration(page);
    // A new document, with the editor pages' own policy.
    expect(await page.evaluate(() => performance.timeOrigin)).not.toBe(firstDocument);
  });

  test('search (WebAssembly) answers in the modal', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('installation');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/installation/');
  });
});
