/**
 * Shared Playwright fixtures: every page fails its test on a console error, an uncaught page error, a request to a
 * host other than the site, or a Content-Security-Policy violation (the suite runs against nginx with the production
 * headers, see scripts/serve-nginx.mjs).
 */
import {test as base, expect, type Locator, type Page} from '@playwright/test';

type Fixtures = {
  /**
   * Messages a test expects on the console (e.g. a deliberate crash), as one pattern:
   * `test.use({allowedConsoleErrors: /crashed|status of 404/})`.
   */
  allowedConsoleErrors: RegExp | null;
  /** Requests the page tried to send outside the site. */
  outsideRequests: string[];
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [null, {option: true}],
  outsideRequests: async ({context, baseURL}, use) => {
    const attempted: string[] = [];
    const siteOrigin = new URL(baseURL!).origin;
    // Watched, not intercepted: a route on every request sends each one through the test runner and made page loads
    // about 18 % slower. The production CSP blocks most such requests anyway; any that gets out fails the test.
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== siteOrigin && /^https?:$/.test(url.protocol)) attempted.push(request.url());
    });
    await use(attempted);
  },
  page: async ({page, allowedConsoleErrors, outsideRequests}, use) => {
    const isAllowed = (text: string) => allowedConsoleErrors?.test(text) ?? false;
    const problems: string[] = [];
    // Never excused by allowedConsoleErrors: the policy must let every page work.
    const cspViolations: string[] = [];
    await page.exposeBinding('__reportCspViolation', (_source, report: string) => {
      cspViolations.push(report);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`;
        (window as unknown as {__reportCspViolation?: (report: string) => void}).__reportCspViolation?.(report);
      });
    });
    page.on('console', (message) => {
      if (/^Refused to /.test(message.text())) cspViolations.push(message.text());
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!isAllowed(text)) {
        problems.push(`console error: ${text}`);
      }
    });
    page.on('pageerror', (error) => {
      if (!isAllowed(error.message)) {
        problems.push(`page error: ${error.message}`);
      }
    });
    await use(page);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    expect(problems, 'console and page errors').toEqual([]);
    expect(outsideRequests, 'requests to other hosts').toEqual([]);
  },
});

export {expect};

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Scrolls an element at the foot of a long page into view and waits until it stays put. The page's later blocks are
 * laid out only when they come near the viewport (`content-visibility: auto`, src/css/offscreen.css). Before session 26
 * the foot itself was deferred too: a few frames after a jump there, its blocks took their real height and pushed the
 * element down, and a click made before that missed the link (CI runs 33 and 35). The foot is now laid out with the
 * page; the wait stays as a guard for the blocks above it, which can still grow while a click is on its way.
 */
export async function scrollIntoViewAndSettle(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await locator.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = element.getBoundingClientRect().top;
    for (let still = 0, frames = 0; still < 10 && frames < 300; frames += 1) {
      await frame();
      const top = element.getBoundingClientRect().top;
      still = top === last ? still + 1 : 0;
      last = top;
    }
  });
  await locator.scrollIntoViewIfNeeded();
}

/**
 * Expects more than `atLeast` elements under the locator, each a target of at least 24 by 24 pixels (WCAG 2.5.8: an
 * inline link of one text line is about 19px tall, a pass or a fail by the space around it).
 */
export async function expectTargetsOf24px(targets: Locator, atLeast: number): Promise<void> {
  const sizes = await targets.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect()).map(({width, height}) => ({width, height})),
  );
  expect(sizes.length).toBeGreaterThan(atLeast);
  for (const size of sizes) {
    expect(size.height).toBeGreaterThanOrEqual(24);
    expect(size.width).toBeGreaterThanOrEqual(24);
  }
}
