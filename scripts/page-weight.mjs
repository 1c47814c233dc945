#!/usr/bin/env node
// What a reader downloads: serves build/ through nginx as in production (gzip, headers), opens one page
// of each kind in Chromium and prints, until React has hydrated, the compressed bytes of
// HTML, CSS and JS, the request count and any request to another host. Compares with budgets.
// Usage: node scripts/page-weight.mjs [--write reports/page-weight.md] [--dir build] [--json out.json]
import {writeFile} from 'node:fs/promises';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {startNginx} from './lib/nginx.mjs';
import {chromiumLaunchOptions} from './lib/chromium.mjs';

const {values} = parseArgs({options: {write: {type: 'string'}, dir: {type: 'string', default: 'build'}, json: {type: 'string'}}});

/** One page per kind of page the site serves, and the JS budget of that kind (KB gzip). */
export const pageKinds = [
  {kind: 'home', path: '/', jsBudget: 150},
  {kind: 'docs page', path: '/docs/installation/', jsBudget: 200},
  {kind: 'docs page with diagrams', path: '/docs/markdown-features/diagrams/', jsBudget: null},
  {kind: 'blog post', path: '/blog/releases/3.7/', jsBudget: 200},
  {kind: 'blog list', path: '/blog/', jsBudget: 200},
  {kind: 'changelog page', path: '/changelog/', jsBudget: 200},
  {kind: 'showcase', path: '/showcase/', jsBudget: 200},
  {kind: 'search page', path: '/search/?q=docs', jsBudget: 200},
];
const cssBudget = 25;

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function measure(browser, siteUrl, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = new URL(siteUrl).origin;
  const totals = {document: 0, stylesheet: 0, script: 0, other: 0};
  let requests = 0;
  let hydrated = false;
  const outside = [];
  const pending = [];
  await context.route((url) => url.origin !== origin, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  page.on('requestfinished', (request) => {
    // Prefetches of other routes' chunks (on link visibility) are not needed to show this page.
    if (hydrated || /prefetch/i.test(request.headers()['sec-purpose'] ?? '')) return;
    requests += 1;
    pending.push(
      request.sizes().then(({responseBodySize}) => {
        const type = request.resourceType();
        totals[type in totals ? type : 'other'] += responseBodySize;
      }),
    );
  });
  const response = await page.goto(`${siteUrl}${path}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
  hydrated = true;
  await Promise.all(pending);
  await context.close();
  return {status: response?.status() ?? 0, requests, outside, ...totals};
}

const {server, url} = await startNginx({dir: values.dir});
const browser = await chromium.launch(chromiumLaunchOptions);
const rows = [];
for (const {kind, path, jsBudget} of pageKinds) {
  const result = await measure(browser, url, path);
  rows.push({kind, path, jsBudget, ...result});
}
await browser.close();
server.close();

const header = '| Page kind | Path | HTML KB | CSS KB | JS KB | Requests | Other hosts | Budget |\n|---|---|---|---|---|---|---|---|';
const lines = rows.map((row) => {
  const checks = [];
  if (row.status !== 200) checks.push(`HTTP ${row.status}`);
  if (row.jsBudget !== null && row.script / 1024 > row.jsBudget) checks.push(`JS over ${row.jsBudget} KB`);
  if (row.stylesheet / 1024 > cssBudget) checks.push(`CSS over ${cssBudget} KB`);
  if (row.outside.length > 0) checks.push(`${row.outside.length} outside requests`);
  const budget = checks.length ? `OVER: ${checks.join(', ')}` : `ok (JS ≤ ${row.jsBudget ?? '—'}, CSS ≤ ${cssBudget})`;
  return `| ${row.kind} | ${row.path} | ${kb(row.document)} | ${kb(row.stylesheet)} | ${kb(row.script)} | ${row.requests} | ${row.outside.length} | ${budget} |`;
});
const report = `${header}\n${lines.join('\n')}\n`;
console.log(report);
for (const row of rows.filter((r) => r.outside.length)) console.log(`${row.path} tried: ${row.outside.join(', ')}`);
if (values.json) await writeFile(values.json, JSON.stringify(rows, null, 2));
if (values.write) {
  const stamp = `Measured ${new Date().toISOString()} on ${process.platform} ${process.arch}, Node ${process.version}; bytes are gzip, counted until hydration.\n\n`;
  await writeFile(values.write, `# Page weight\n\n${stamp}${report}`);
  console.log(`wrote ${values.write}`);
}
