#!/usr/bin/env node
// What `content-visibility: auto` (src/css/offscreen.css) costs and saves on long pages, for two builds side by side.
// For each page and viewport it loads the page from build A, then from build B (and any further build), and so on
// (A, B, A, B...), each in a fresh browser context, and measures:
// - at load (hydrated, two frames later): the elements the browser renders (`checkVisibility` with
//   `contentVisibilityAuto`, i.e. not skipped by content-visibility) and the layout and style-recalc time so far
//   (CDP `Performance.getMetrics`: LayoutDuration + RecalcStyleDuration, and LayoutCount);
// - after a jump to the foot of the page (the End key, which scrolls smoothly, or `--trigger scroll`: an instant
//   `scrollTo`, as a scrollbar drag does), over 1.5 s: how far the page's last pagination link (else the footer's
//   last link) moves on screen once the scroll has come to rest, where its top ends (on screen when between 0 and the
//   viewport's height), how far short of the page's real end the viewport stays, how much the page height changes,
//   and the layout-shift score (all entries, and those without `hadRecentInput`: the End key counts as input).
// Prints the median of each figure per page, viewport and build. Serve the two builds first, e.g.
//   node scripts/serve-nginx.mjs --port 3230 --dir /tmp/cv/build-a
//   node scripts/serve-nginx.mjs --port 3231 --dir /tmp/cv/build-b
// Usage: node scripts/offscreen-shift.mjs [--build A=http://127.0.0.1:3230 --build B=http://127.0.0.1:3231 ...] [--runs 5]
//        [--path /docs/installation/ ...] [--viewport desktop|phone ...] [--trigger end|scroll] [--json out.json]
import {writeFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './lib/chromium.mjs';
import {median} from './lib/control-site.mjs';

const {values} = parseArgs({
  options: {
    build: {type: 'string', multiple: true},
    runs: {type: 'string', default: '5'},
    path: {type: 'string', multiple: true},
    viewport: {type: 'string', multiple: true},
    trigger: {type: 'string', default: 'end'},
    json: {type: 'string'},
  },
});

const paths = values.path ?? [
  '/docs/i18n/crowdin/',
  '/blog/releases/3.0/',
  '/docs/api/docusaurus-config/',
  '/docs/installation/',
  '/changelog/',
  '/blog/',
];
const viewports = {desktop: {width: 1280, height: 720}, phone: {width: 412, height: 823}};
const viewportNames = values.viewport ?? Object.keys(viewports);
const builds = Object.fromEntries(
  (values.build ?? ['A=http://127.0.0.1:3230', 'B=http://127.0.0.1:3231']).map((entry) => entry.split(/=(.*)/s, 2)),
);
const buildNames = Object.keys(builds);
const runs = Math.max(1, Number(values.runs));
const watchMs = 1500;

/** Layout work and rendered elements once the page has loaded and hydrated. */
async function measureLoad(page, cdp) {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const {metrics} = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? 0;
  const renderedElements = await page.evaluate(
    () =>
      [...document.body.querySelectorAll('*')].filter((element) =>
        element.checkVisibility({contentVisibilityAuto: true}),
      ).length,
  );
  return {
    renderedElements,
    layoutMs: (metric('LayoutDuration') + metric('RecalcStyleDuration')) * 1000,
    layoutCount: metric('LayoutCount'),
  };
}

/** Starts recording, in the page, each frame's position of the watched link and every layout shift. */
async function startRecording(page) {
  await page.evaluate((duration) => {
    const links = document.querySelectorAll('nav.pagination-nav a');
    const target = links[links.length - 1] ?? [...document.querySelectorAll('footer a')].pop();
    const record = {
      target: target?.textContent.trim().slice(0, 40),
      innerHeight: window.innerHeight,
      heightBefore: document.documentElement.scrollHeight,
      frames: [],
      shifts: [],
    };
    window.__offscreenShift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.shifts.push({value: entry.value, input: entry.hadRecentInput});
    }).observe({type: 'layout-shift'});
    const start = performance.now();
    record.done = new Promise((resolve) => {
      const frame = () => {
        const root = document.documentElement;
        record.frames.push({
          t: performance.now() - start,
          top: target ? target.getBoundingClientRect().top : 0,
          scrollY: window.scrollY,
          height: root.scrollHeight,
        });
        if (performance.now() - start < duration) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
  }, watchMs);
}

/**
 * What moved after the jump. The End key scrolls smoothly (≈ 150 ms), so the link's movement is counted from the
 * first frame of the scroll's rest (the first of two frames with the same scroll position).
 */
async function finishRecording(page) {
  const record = await page.evaluate(async () => {
    const {done, ...rest} = window.__offscreenShift;
    await done;
    return rest;
  });
  const {frames} = record;
  const rest = frames.findIndex((frame, i) => i > 0 && frame.scrollY > 0 && frame.scrollY === frames[i - 1].scrollY);
  const after = frames.slice(Math.max(0, rest - 1));
  const first = after[0];
  const last = after[after.length - 1];
  return {
    target: record.target,
    restMs: first.t,
    linkMovedMax: Math.max(...after.map((frame) => Math.abs(frame.top - first.top))),
    linkTopEnd: last.top,
    shortOfEnd: last.height - (last.scrollY + record.innerHeight),
    heightChange: last.height - record.heightBefore,
    shiftAll: record.shifts.reduce((sum, shift) => sum + shift.value, 0),
    shiftNoInput: record.shifts.filter((shift) => !shift.input).reduce((sum, shift) => sum + shift.value, 0),
  };
}

async function measureOnce(browser, baseUrl, pagePath, viewport) {
  const context = await browser.newContext({viewport});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(baseUrl + pagePath, {waitUntil: 'load'});
  const load = await measureLoad(page, cdp);
  await page.waitForTimeout(300);
  await startRecording(page);
  if (values.trigger === 'scroll') {
    await page.evaluate(() => window.scrollTo({top: document.documentElement.scrollHeight, behavior: 'instant'}));
  } else {
    await page.keyboard.press('End');
  }
  const jump = await finishRecording(page);
  await context.close();
  return {...load, ...jump};
}

const browser = await chromium.launch(chromiumLaunchOptions);
const results = [];
for (const viewportName of viewportNames) {
  for (const pagePath of paths) {
    for (let run = 0; run < runs; run += 1) {
      for (const [build, baseUrl] of Object.entries(builds)) {
        const result = await measureOnce(browser, baseUrl, pagePath, viewports[viewportName]);
        results.push({viewport: viewportName, path: pagePath, build, run, ...result});
      }
    }
  }
}
await browser.close();
if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));

const columns = [
  ['linkMovedMax', 'link moved after rest (px)', 0],
  ['linkTopEnd', 'link top at end (px)', 0],
  ['shortOfEnd', 'short of the end (px)', 0],
  ['heightChange', 'height change (px)', 0],
  ['shiftNoInput', 'CLS w/o input', 3],
  ['shiftAll', 'CLS all', 3],
  ['renderedElements', 'rendered elements', 0],
  ['layoutMs', 'layout+style ms', 1],
  ['layoutCount', 'layouts', 0],
];
const names = buildNames.join(' · ');
console.log(
  `Trigger: ${values.trigger}; ${runs} loads per build, in turn; medians. ${Object.entries(builds)
    .map(([n, u]) => `${n} = ${u}`)
    .join(', ')}`,
);
console.log(`| Page | Viewport | ${columns.map(([, label]) => `${label}, ${names}`).join(' | ')} |`);
console.log(`|---|---|${columns.map(() => '---|').join('')}`);
for (const viewportName of viewportNames) {
  for (const pagePath of paths) {
    const of = (build, key) =>
      median(
        results
          .filter((r) => r.viewport === viewportName && r.path === pagePath && r.build === build)
          .map((r) => r[key]),
      );
    const cells = columns.map(([key, , digits]) => buildNames.map((name) => of(name, key).toFixed(digits)).join(' · '));
    console.log(`| ${pagePath} | ${viewportName} | ${cells.join(' | ')} |`);
  }
}
