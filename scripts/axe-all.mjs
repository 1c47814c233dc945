#!/usr/bin/env node
// axe (WCAG 2.2 AA tags) on every URL of build/sitemap.xml, served from build/.
// Prints the violations by rule (pages and elements hit) and the worst pages; too slow for
// every test run, so `npm test` checks one page of each kind instead (tests/e2e/quality-a11y).
// Usage: node scripts/axe-all.mjs [--color-scheme light|dark] [--limit N] [--filter /blog/]
//        [--concurrency 2] [--write reports/axe-all.md]
import {readFile, writeFile} from 'node:fs/promises';
import os from 'node:os';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {AxeBuilder} from '@axe-core/playwright';
import {startNginx} from './lib/nginx.mjs';
import {chromiumLaunchOptions} from './lib/chromium.mjs';

const {values} = parseArgs({
  options: {
    'color-scheme': {type: 'string', default: 'light'},
    limit: {type: 'string'},
    filter: {type: 'string'},
    concurrency: {type: 'string', default: '2'},
    write: {type: 'string'},
  },
});
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const colorScheme = values['color-scheme'] === 'dark' ? 'dark' : 'light';

const sitemap = await readFile('build/sitemap.xml', 'utf8');
let paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1].replace(/&amp;/g, '&')).pathname,
);
if (values.filter) paths = paths.filter((p) => p.includes(values.filter));
if (values.limit) paths = paths.slice(0, Number(values.limit));

const {server, url: siteUrl} = await startNginx();
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({colorScheme, viewport: {width: 1280, height: 800}});
const origin = new URL(siteUrl).origin;
await context.route(
  (url) => url.origin !== origin,
  (route) => route.abort(),
);

/** @type {{path: string, status: number, violations: {id: string, impact: string, help: string, targets: string[]}[], error?: string}[]} */
const pages = [];
let done = 0;
const started = Date.now();

async function audit(path) {
  const page = await context.newPage();
  try {
    const response = await page.goto(`${siteUrl}${path}`, {waitUntil: 'load', timeout: 60_000});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
    const results = await new AxeBuilder({page}).withTags(wcagTags).analyze();
    pages.push({
      path,
      status: response?.status() ?? 0,
      violations: results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      })),
    });
  } catch (error) {
    pages.push({path, status: 0, violations: [], error: String(error).split('\n')[0]});
  } finally {
    await page.close();
    done += 1;
    if (done % 25 === 0 || done === paths.length)
      console.log(`${done}/${paths.length} pages (${Math.round((Date.now() - started) / 1000)} s)`);
  }
}

const queue = [...paths];
await Promise.all(
  Array.from({length: Math.max(1, Number(values.concurrency))}, async () => {
    while (queue.length) await audit(queue.shift());
  }),
);
await browser.close();
server.close();

const byRule = new Map();
for (const page of pages) {
  for (const v of page.violations) {
    const entry = byRule.get(v.id) ?? {id: v.id, impact: v.impact, help: v.help, pages: 0, nodes: 0, examples: []};
    entry.pages += 1;
    entry.nodes += v.targets.length;
    if (entry.examples.length < 3) entry.examples.push(`${page.path} \`${v.targets[0]}\``);
    byRule.set(v.id, entry);
  }
}
const rules = [...byRule.values()].sort((a, b) => b.pages - a.pages || b.nodes - a.nodes);
const worst = pages
  .map((p) => ({...p, count: p.violations.reduce((sum, v) => sum + v.targets.length, 0)}))
  .filter((p) => p.count > 0)
  .sort((a, b) => b.count - a.count)
  .slice(0, 15);
const broken = pages.filter((p) => p.error || p.status !== 200);
const clean = pages.filter((p) => !p.error && p.violations.length === 0).length;

const lines = [
  `Audited ${pages.length} URLs of build/sitemap.xml in ${colorScheme} mode (axe tags ${wcagTags.join(', ')}), ${new Date().toISOString()}, ${os.cpus().length} cores (${process.platform} ${process.arch}).`,
  '',
  `Pages without violations: ${clean}/${pages.length}. Rules violated: ${rules.length}. Pages that failed to load or audit: ${broken.length}.`,
  '',
];
if (rules.length) {
  lines.push('## Violations by rule', '', '| Rule | Impact | Pages | Elements | Examples |', '|---|---|---|---|---|');
  for (const r of rules)
    lines.push(`| \`${r.id}\` (${r.help}) | ${r.impact} | ${r.pages} | ${r.nodes} | ${r.examples.join('<br>')} |`);
  lines.push('', '## Worst pages', '', '| Page | Elements in violation | Rules |', '|---|---|---|');
  for (const p of worst)
    lines.push(`| ${p.path} | ${p.count} | ${[...new Set(p.violations.map((v) => v.id))].join(', ')} |`);
  lines.push('');
}
if (broken.length) {
  lines.push('## Pages not audited', '');
  for (const p of broken) lines.push(`- ${p.path}: ${p.error ?? `HTTP ${p.status}`}`);
  lines.push('');
}
const report = lines.join('\n');
console.log(`\n${report}`);
if (values.write) {
  await writeFile(
    values.write,
    `# axe on every page\n\n${report}\nRe-run with \`npm run axe:all -- --write ${values.write}\` after \`npm run build\`.\n`,
  );
  console.log(`wrote ${values.write}`);
}
process.exitCode = rules.length || broken.length ? 1 : 0;
