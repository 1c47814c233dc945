/**
 * Shared Playwright fixtures: every page fails its test on a console error,
 * an uncaught page error, or a request to a host other than the site.
 */
import {test as base, expect, type Page} from '@playwright/test';

type Fixtures = {
  /** Messages that a test expects to see on the console (e.g. a deliberate crash). */
  allowedConsoleErrors: RegExp[];
  /** Requests the page tried to send outside the site. */
  outsideRequests: string[];
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], {option: true}],
  outsideRequests: async ({context, baseURL}, use) => {
    const attempted: string[] = [];
    const siteOrigin = new URL(baseURL!).origin;
    await context.route(
      (url) => url.origin !== siteOrigin && /^https?:$/.test(url.protocol),
      (route) => {
        attempted.push(route.request().url());
        return route.abort();
      },
    );
    await use(attempted);
  },
  page: async ({page, allowedConsoleErrors, outsideRequests}, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) {
        problems.push(`console error: ${text}`);
      }
    });
    page.on('pageerror', (error) => {
      if (!allowedConsoleErrors.some((pattern) => pattern.test(error.message))) {
        problems.push(`page error: ${error.message}`);
      }
    });
    await use(page);
    expect(problems, 'console and page errors').toEqual([]);
    expect(outsideRequests, 'requests to other hosts').toEqual([]);
  },
});

export {expect};

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
