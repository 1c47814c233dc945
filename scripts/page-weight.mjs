#!/usr/bin/env node
// What a reader downloads: serves build/ through nginx as in production (gzip, headers), opens one page
// of each kind in Chromium and prints the compressed bytes of HTML, CSS and
// first-load JS (see measure()), the request count and any request to another host. Compares with budgets.
// The page kinds the plain Docusaurus site also has (home, docs page, blog list, blog post) are measured on it too
// (scripts/lib/control-site.mjs, same nginx setup), and their JS printed as a ratio; `--no-control` skips it.
// Usage: node scripts/page-weight.mjs [--write reports/page-weight.md] [--dir build] [--json out.json] [--no-control]
import {writeFile} from 'node:fs/promises';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {startNginx} from './lib/nginx.mjs';
import {chromiumLaunchOptions} from './lib/chromium.mjs';
import {ensureControlSite, formatRatio, pagePairs, ratio} from './lib/control-site.mjs';

const {values} = parseArgs({
  options: {
    write: {type: 'string'},
    dir: {type: 'string', default: 'build'},
    json: {type: 'string'},
    'no-control': {type: 'boolean', default: false},
  },
});

/**
 * One page per kind of page the site serves, and the first-load JS budget of that kind (KB gzip, issue #21). The
 * diagrams page has none: Mermaid (≈ 150 KB) is what it shows, and it starts loading while the page hydrates.
 */
export const pageKinds = [
  {kind: 'home', path: '/', jsBudget: 130},
  {kind: 'docs page', path: '/docs/installation/', jsBudget: 180},
  {kind: 'docs page with diagrams', path: '/docs/markdown-features/diagrams/', jsBudget: null},
  {kind: 'blog post', path: '/blog/releases/3.7/', jsBudget: 180},
  {kind: 'blog list', path: '/blog/', jsBudget: 180},
  {kind: 'changelog page', path: '/changelog/', jsBudget: 180},
  {kind: 'showcase', path: '/showcase/', jsBudget: 180},
  {kind: 'search page', path: '/search/?q=docs', jsBudget: 180},
];
const cssBudget = 22;

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Records when React marks the page hydrated; installed before any script (it may run before <html> exists). */
function recordHydrationTime() {
  new MutationObserver((_records, observer) => {
    if (document.documentElement?.dataset.hasHydrated === 'true') {
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
}

async function measure(browser, siteUrl, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = new URL(siteUrl).origin;
  const outside = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  // First-load JS: the scripts that ran (prefetched chunks of other routes download but never run) and whose
  // request started before the page was hydrated, by the browser's own clock (work deferred until after
  // hydration, such as the offline app's registration, is not first-load). Neither depends on how fast this
  // script hears of hydration.
  await page.coverage.startJSCoverage({resetOnNavigation: false, reportAnonymousScripts: false});
  await page.addInitScript(recordHydrationTime);
  const response = await page.goto(`${siteUrl}${path}`);
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, {timeout: 30_000});
  await page.waitForLoadState('networkidle');
  const executed = new Set((await page.coverage.stopJSCoverage()).map((entry) => entry.url));
  const measured = await page.evaluate(
    (scripts) => {
      const navigation = performance.getEntriesByType('navigation')[0];
      const totals = {document: navigation.encodedBodySize, stylesheet: 0, script: 0, other: 0, requests: 1};
      const counted = new Set();
      for (const entry of performance.getEntriesByType('resource')) {
        const isScript = /\.m?js(\?|$)/.test(new URL(entry.name).pathname);
        if (entry.startTime > window.__hydratedAt) continue;
        if (isScript && (!scripts.includes(entry.name) || counted.has(entry.name))) continue;
        counted.add(entry.name);
        const type = isScript ? 'script' : /\.css(\?|$)/.test(entry.name) ? 'stylesheet' : 'other';
        totals[type] += entry.encodedBodySize;
        totals.requests += 1;
      }
      return totals;
    },
    [...executed],
  );
  await context.close();
  return {status: response?.status() ?? 0, outside, ...measured};
}

const control = values['no-control'] ? null : ensureControlSite();
const {server, url} = await startNginx({dir: values.dir});
const controlServer = control ? await startNginx({dir: control.buildDir}) : null;
const browser = await chromium.launch(chromiumLaunchOptions);
const rows = [];
for (const {kind, path, jsBudget} of pageKinds) {
  const result = await measure(browser, url, path);
  const controlPath = controlServer ? pagePairs.find((pair) => pair.kind === kind)?.control : undefined;
  const controlResult = controlPath
    ? {path: controlPath, ...(await measure(browser, controlServer.url, controlPath))}
    : null;
  rows.push({kind, path, jsBudget, ...result, control: controlResult});
}
await browser.close();
server.close();
controlServer?.server.close();

const header =
  '| Page kind | Path | HTML KB | CSS KB | JS KB | Requests | Other hosts | Budget | Control page: JS KB | JS ratio |\n|---|---|---|---|---|---|---|---|---|---|';
const lines = rows.map((row) => {
  const checks = [];
  if (row.status !== 200) checks.push(`HTTP ${row.status}`);
  if (row.jsBudget !== null && row.script / 1024 > row.jsBudget) checks.push(`JS over ${row.jsBudget} KB`);
  if (row.stylesheet / 1024 > cssBudget) checks.push(`CSS over ${cssBudget} KB`);
  if (row.outside.length > 0) checks.push(`${row.outside.length} outside requests`);
  const budget = checks.length ? `OVER: ${checks.join(', ')}` : `ok (JS ≤ ${row.jsBudget ?? '—'}, CSS ≤ ${cssBudget})`;
  const controlCells = row.control
    ? `${row.control.path}: ${kb(row.control.script)} | ${formatRatio(ratio(row.script, row.control.script))}`
    : '— | —';
  return `| ${row.kind} | ${row.path} | ${kb(row.document)} | ${kb(row.stylesheet)} | ${kb(row.script)} | ${row.requests} | ${row.outside.length} | ${budget} | ${controlCells} |`;
});
const report = `${header}\n${lines.join('\n')}\n`;
console.log(report);
for (const row of rows.filter((r) => r.outside.length)) console.log(`${row.path} tried: ${row.outside.join(', ')}`);
if (values.json) await writeFile(values.json, JSON.stringify(rows, null, 2));
if (values.write) {
  const stamp = `Measured ${new Date().toISOString()} on ${process.platform} ${process.arch}, Node ${process.version}; bytes are gzip; JS is first-load JS: scripts that ran and were requested before hydration (prefetches and deferred work left out)${control ? `; the control is the plain Docusaurus ${control.version} site (create-docusaurus classic, TypeScript), measured the same way` : ''}.\n\n`;
  await writeFile(values.write, `# Page weight\n\n${stamp}${report}`);
  console.log(`wrote ${values.write}`);
}
