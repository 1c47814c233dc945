// Quality gates for keyboard and pointer users: the skip link (WCAG 2.4.1), focus not hidden
// under the sticky navbar (2.4.11) and target size of the site chrome (2.5.8).
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/** Describes the focused element: where it is, and whether the navbar covers part of it. */
async function focusedBox(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const navbar = document.querySelector('nav.navbar');
    if (!element || element === document.body || !navbar) return null;
    const box = element.getBoundingClientRect();
    const bar = navbar.getBoundingClientRect();
    const inChrome = navbar.contains(element) || !!element.closest('.theme-announcement-bar, [class*="skipToContent"]');
    return {
      label: `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`,
      inChrome,
      visible: box.width > 0 && box.height > 0,
      covered:
        !inChrome &&
        box.width > 0 &&
        box.top < bar.bottom &&
        box.bottom > bar.top &&
        box.left < bar.right &&
        box.right > bar.left,
      // The skip target: the first <main>, or the wrapper of the page content when there is none.
      inMain:
        document.querySelector('main')?.contains(element) ?? !!element.closest('#__docusaurus_skipToContent_fallback'),
      top: Math.round(box.top),
      navbarBottom: Math.round(bar.bottom),
    };
  });
}

for (const path of ['/', '/docs/installation/', '/blog/preparing-your-site-for-docusaurus-v3/']) {
  test(`the skip link is the first Tab stop and moves focus to the main content (${path})`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skipLink = page.locator(':focus');
    await expect(skipLink).toHaveText(/skip to main content/i);
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    // The theme focuses the main content for a moment and drops the temporary tabindex, which
    // leaves focus on <body> but moves the sequential focus starting point: the next Tab
    // must land inside the main content, past the navbar and the docs sidebar.
    await page.keyboard.press('Tab');
    const next = await focusedBox(page);
    expect(next, 'an element has focus after the skip link').not.toBeNull();
    expect(next?.inMain, `after the skip link, Tab reached ${next?.label}`).toBe(true);
    expect(next?.inChrome).toBe(false);
  });
}

for (const viewport of [
  {name: 'desktop', width: 1280, height: 720},
  {name: 'mobile', width: 390, height: 740},
]) {
  test(`no focused element hides under the sticky navbar while tabbing a docs page (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    const covered: string[] = [];
    let checked = 0;
    for (let stop = 0; stop < 120; stop += 1) {
      await page.keyboard.press('Tab');
      const box = await focusedBox(page);
      if (!box) break; // focus left the document
      if (!box.visible) continue;
      checked += 1;
      if (box.covered) covered.push(`${box.label} at top ${box.top}px, navbar ends at ${box.navbarBottom}px`);
    }
    expect(checked, 'focusable elements visited').toBeGreaterThan(20);
    expect(covered).toEqual([]);
  });
}

/**
 * Targets smaller than 24×24 CSS px in `scopes`, minus those that WCAG 2.5.8 exempts:
 * inline links inside a sentence, and small targets whose 24 px circle touches no other target.
 */
async function smallTargets(page: Page, scopes: string[]) {
  return page.evaluate((selectors) => {
    const minimum = 24;
    const isShown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };
    const all = [...document.querySelectorAll('a[href], button, [role="button"], input, select, summary')].filter(
      isShown,
    );
    const targets = selectors
      .flatMap((selector) => [...document.querySelectorAll(selector)])
      .flatMap((scope) => all.filter((el) => scope.contains(el)));
    const problems: string[] = [];
    for (const el of new Set(targets)) {
      const box = el.getBoundingClientRect();
      if (box.width >= minimum && box.height >= minimum) continue;
      // Inline exception: a link that flows inside a line of text.
      const parentText = el.parentElement?.textContent?.trim() ?? '';
      if (getComputedStyle(el).display === 'inline' && parentText.length > (el.textContent?.trim().length ?? 0) + 10)
        continue;
      // Spacing exception: a 24 px circle centred on the target intersects no other target.
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const crowded = all.some((other) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        const o = other.getBoundingClientRect();
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        return Math.hypot(dx, dy) < minimum / 2;
      });
      if (crowded) {
        const name = (el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName).slice(0, 40);
        problems.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return {count: new Set(targets).size, problems};
  }, scopes);
}

test('links and buttons of the navbar, sidebar, footer and pagination are at least 24×24 px (desktop docs page)', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const result = await smallTargets(page, ['nav.navbar', '.theme-doc-sidebar-container', 'footer', '.pagination-nav']);
  expect(result.count, 'targets checked').toBeGreaterThan(30);
  expect(result.problems).toEqual([]);
});

test('blog list pagination, blog sidebar and footer targets are at least 24×24 px', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/blog/');
  await waitForHydration(page);
  const result = await smallTargets(page, ['nav.navbar', 'aside', 'footer', '.pagination-nav']);
  expect(result.count, 'targets checked').toBeGreaterThan(20);
  expect(result.problems).toEqual([]);
});

test('the mobile navbar and the opened mobile menu have targets of at least 24×24 px', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const bar = await smallTargets(page, ['nav.navbar']);
  expect(bar.problems).toEqual([]);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  // The menu slides in: measure once it has settled (a box measured mid-transition is smaller) and its links are laid
  // out (before that there is nothing to measure, and no problem either).
  await expect
    .poll(async () => {
      const menu = await smallTargets(page, ['.navbar-sidebar']);
      return {moreThanFiveTargets: menu.count > 5, problems: menu.problems};
    })
    .toEqual({moreThanFiveTargets: true, problems: []});
});

test('the target size check flags a crowded small link', async ({page}) => {
  // Guards the helper above against passing everything.
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const footer = document.querySelector('footer')!;
    const probe = document.createElement('div');
    probe.innerHTML =
      '<a href="#a" style="display:inline-block;width:10px;height:10px">a</a><a href="#b" style="display:inline-block;width:10px;height:10px">b</a>';
    footer.append(probe);
  });
  const result = await smallTargets(page, ['footer']);
  expect(result.problems).toEqual(expect.arrayContaining([expect.stringContaining('"a" 10×10')]));
});

test('a Markdown table wider than the page can be focused and scrolled with the keyboard; a narrow one adds no tab stop', async ({
  page,
}) => {
  await page.setViewportSize({width: 800, height: 900});
  await page.goto('/docs/api/plugins/@docusaurus/plugin-content-docs/');
  await waitForHydration(page);
  const tables = page.locator('article table');
  const states = await tables.evaluateAll((list) =>
    list.map((table) => ({
      scrolls: table.scrollWidth > table.clientWidth + 1,
      tabIndex: table.getAttribute('tabindex'),
    })),
  );
  expect(states.some((state) => state.scrolls)).toBe(true);
  for (const state of states) expect(state.tabIndex).toBe(state.scrolls ? '0' : null);

  const wide = tables.nth(states.findIndex((state) => state.scrolls));
  await wide.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => wide.evaluate((table) => table.scrollLeft)).toBeGreaterThan(0);
});
