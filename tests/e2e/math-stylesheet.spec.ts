/**
 * Issue 32: a stylesheet a page needs stays in the document from the first byte through hydration. KaTeX's used to
 * be a `<Head>` tag of the math pages, which the head manager removed while the page hydrated and added back 1–2 s
 * later (formulas painted twice, the text below jumping). The CPU runs 6× slower, as on a phone, so that hydration
 * takes long enough for such a gap to show.
 */
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

const mathPage = '/docs/markdown-features/math-equations/';
const katexHref = '/katex/katex.min.css';
const cpuSlowdown = 6;
/** How long to keep watching after hydration: the head manager and the idle-time work run in that window. */
const settleMs = 2500;

const pages = [
  {kind: 'math page', path: mathPage},
  {kind: 'home', path: '/'},
  {kind: 'docs page', path: '/docs/installation/'},
  {kind: 'blog post', path: '/blog/preparing-your-site-for-docusaurus-v3/'},
  {kind: 'blog list', path: '/blog/'},
  {kind: 'changelog page', path: '/changelog/3.7.0/'},
  {kind: 'search page', path: '/search/?q=docs'},
] as const;

type StylesheetEvent = {change: 'added' | 'removed' | 'changed'; what: string; at: number};
/** Where a layout shift happened: in the page's content, or in controls that other parts of the site own. */
type Shift = {value: number; place: 'content' | 'navbar' | 'code block buttons'};
type Watch = {events: StylesheetEvent[]; shifts: Shift[]; katexFirstPainted: boolean | null};

/** Runs in the page before its first byte: records every stylesheet added to or removed from the document. */
function watchStylesheets(href: string): void {
  const watch: Watch = {events: [], shifts: [], katexFirstPainted: null};
  (window as unknown as {__watch: Watch}).__watch = watch;
  const isStylesheet = (node: Node): node is HTMLLinkElement | HTMLStyleElement =>
    (node instanceof HTMLLinkElement && node.relList.contains('stylesheet')) || node instanceof HTMLStyleElement;
  const name = (node: HTMLLinkElement | HTMLStyleElement) =>
    node instanceof HTMLLinkElement
      ? (node.getAttribute('href') ?? '')
      : `<style> ${(node.textContent ?? '').slice(0, 40)}`;
  const stylesheetsIn = (node: Node): (HTMLLinkElement | HTMLStyleElement)[] => {
    if (isStylesheet(node)) return [node];
    return node instanceof Element
      ? [...node.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link, style')].filter(isStylesheet)
      : [];
  };
  const katexApplied = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
      (link) => link.getAttribute('href') === href && link.sheet !== null,
    );
  new MutationObserver((records) => {
    const at = Math.round(performance.now());
    for (const record of records) {
      if (record.type === 'attributes') {
        const target = record.target as HTMLLinkElement;
        if (isStylesheet(target) || record.oldValue?.includes('stylesheet')) {
          watch.events.push({change: 'changed', what: `${name(target)} (${record.attributeName})`, at});
        }
        continue;
      }
      for (const node of record.removedNodes)
        for (const sheet of stylesheetsIn(node)) watch.events.push({change: 'removed', what: name(sheet), at});
      for (const node of record.addedNodes) {
        for (const sheet of stylesheetsIn(node)) watch.events.push({change: 'added', what: name(sheet), at});
        // Mutation records are delivered before the next paint: this is what the first frame with formulas shows.
        if (
          watch.katexFirstPainted === null &&
          node instanceof Element &&
          (node.matches('.katex') || node.querySelector('.katex'))
        ) {
          watch.katexFirstPainted = katexApplied();
        }
      }
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['href', 'rel', 'media', 'disabled'],
    attributeOldValue: true,
  });
  new PerformanceObserver((list) => {
    type LayoutShift = {value: number; hadRecentInput: boolean; sources: {node: Node | null}[]};
    for (const entry of list.getEntries() as unknown as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      const within = (selector: string) =>
        entry.sources.every((source) => source.node instanceof Element && source.node.closest(selector) !== null);
      const place = within('.navbar')
        ? 'navbar'
        : within('.theme-code-block [class^="buttonGroup"]')
          ? 'code block buttons'
          : 'content';
      watch.shifts.push({value: entry.value, place});
    }
  }).observe({type: 'layout-shift', buffered: true});
}

async function openSlowed(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  await page.addInitScript(watchStylesheets, katexHref);
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
  await page.waitForTimeout(settleMs);
}

const watched = (page: Page) => page.evaluate(() => (window as unknown as {__watch: Watch}).__watch);

test.describe('stylesheets stay from the first byte through hydration, CPU 6× slower', () => {
  test.describe.configure({timeout: 120_000});

  for (const {kind, path} of pages) {
    test(`${kind}: no stylesheet is removed`, async ({page}) => {
      await openSlowed(page, path);
      const {events} = await watched(page);
      expect(events.filter((event) => event.change !== 'added')).toEqual([]);
      if (path === mathPage) {
        // The formulas are styled: KaTeX hides its MathML copy visually.
        const position = await page
          .locator('article .katex-mathml')
          .first()
          .evaluate((element) => getComputedStyle(element).position);
        expect(position).toBe('absolute');
      }
    });
  }

  test('math page: the content does not shift (CLS 0)', async ({page}) => {
    // Tall enough that the first formulas are on screen: shifts below the viewport do not count.
    await page.setViewportSize({width: 1280, height: 2000});
    await openSlowed(page, mathPage);
    const {shifts} = await watched(page);
    const sum = (list: Shift[]) => list.reduce((total, shift) => total + shift.value, 0);
    // Shifts of controls other parts of the site own are reported, not judged here: the navbar's search button adds
    // its shortcut keys once mounted, and a code block's buttons change once hydrated.
    for (const place of ['navbar', 'code block buttons'] as const) {
      const found = shifts.filter((shift) => shift.place === place);
      if (found.length > 0)
        test.info().annotations.push({type: `layout shift in ${place}`, description: String(sum(found))});
    }
    const content = shifts.filter((shift) => shift.place === 'content');
    expect(sum(content), `layout shifts: ${content.map((shift) => shift.value).join(', ')}`).toBe(0);
  });

  test('client-side navigation to a math page: formulas first appear styled', async ({page}) => {
    await openSlowed(page, '/docs/markdown-features/');
    expect((await watched(page)).katexFirstPainted).toBeNull();
    await page.locator(`article a[href="${mathPage}"]`).first().click();
    await expect(page).toHaveURL(mathPage);
    await expect(page.locator('article .katex').first()).toBeVisible();
    expect((await watched(page)).katexFirstPainted).toBe(true);
  });
});

test('math page: the head holds the first render until the last formula is parsed', async ({request}) => {
  // Without this, a slow device painted a centred display formula half parsed, then moved it (issue 32).
  const html = await (await request.get(mathPage)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const expectLink = /<link[^>]*\brel="?expect"?[^>]*>/.exec(head)?.[0] ?? '';
  expect(expectLink).toMatch(/\bblocking="?render"?/);
  const target = /\bhref="?#([\w-]+)/.exec(expectLink)?.[1];
  expect(target).toBeTruthy();
  const marker = html.search(new RegExp(`<span id="?${target}"?[ >]`));
  const lastFormula = Math.max(html.lastIndexOf('class=katex'), html.lastIndexOf('class="katex'));
  expect(lastFormula).toBeGreaterThan(0);
  expect(marker).toBeGreaterThan(lastFormula);
});
