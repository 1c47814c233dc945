#!/usr/bin/env node
// Measures the local search on a production build (run `npm run build` first) and
// prints figures; it asserts nothing. Usage: node scripts/bench-search.mjs [--port 3207] [--dir build]
//   1. index build time (same code as the plugin's postBuild, written to a temp folder);
//   2. bytes downloaded (as sent over the wire, gzip) by the first query from the modal;
//   3. warm query time in Chromium (the client's full query: search, ranking, fragments of the top 8 pages), median;
//   4. relevance: top-1 and top-5 hit rates per category and overall for src/plugins/local-search/relevance.json.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {chromium} from '@playwright/test';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.E2E_PORT ?? '3207'},
    dir: {type: 'string', default: 'build'},
    runs: {type: 'string', default: '5'},
    // Prints the plan and the top pages with their scores for one query, then stops.
    explain: {type: 'string'},
    // Lists every file the first query downloads, with its size.
    files: {type: 'boolean', default: false},
  },
});
const outDir = path.resolve(siteDir, values.dir);
const baseURL = `http://127.0.0.1:${values.port}`;
const relevance = JSON.parse(readFileSync(path.join(siteDir, 'src/plugins/local-search/relevance.json'), 'utf8'));
// What the modal searches on a page of the current docs.
const currentDocsFilters = {
  all: [
    {language: 'en'},
    {any: [{docusaurus_tag: 'default'}, {docusaurus_tag: 'docs-default-current'}, {docusaurus_tag: 'docs-community-current'}]},
  ],
};
const pagefindOptions = JSON.parse(readFileSync(path.join(siteDir, 'src/plugins/local-search/pagefindOptions.json'), 'utf8'));

if (!existsSync(path.join(outDir, 'pagefind', 'pagefind.js'))) {
  console.error(`No search index in ${outDir}/pagefind: run \`npm run build\` first.`);
  process.exit(1);
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// 1. Index build time -------------------------------------------------------
async function benchIndexBuild() {
  const jiti = createJiti(import.meta.url);
  const {buildSearchIndex} = jiti(path.join(siteDir, 'src/plugins/local-search/indexer.ts'));
  const durations = [];
  let last;
  for (let run = 0; run < 3; run += 1) {
    const indexDir = await mkdtemp(path.join(os.tmpdir(), 'bench-search-index-'));
    const started = performance.now();
    last = await buildSearchIndex({siteDir, outDir, siteTitle: 'Docusaurus', indexDir});
    durations.push(performance.now() - started);
    await rm(indexDir, {recursive: true, force: true});
  }
  console.log(`Index build: ${last.indexedPages} pages indexed, ${last.skippedPages} skipped`);
  console.log(`  wall time, median of 3: ${(median(durations) / 1000).toFixed(2)} s (budget 5 s)`);
}

// 2-4. Browser measurements --------------------------------------------------
async function startServer() {
  const server = spawn(process.execPath, [path.join(siteDir, 'scripts/serve-nginx.mjs'), '--port', values.port, '--dir', outDir], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${baseURL}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`The static server did not start on ${baseURL}`);
}

async function benchBrowser() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext();
    // Same rule as the e2e fixtures: nothing leaves this machine.
    await context.route((url) => url.origin !== baseURL, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${baseURL}/docs/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');

    // First query from the modal: everything fetched from opening it to the first hits.
    const responses = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => null);
      responses.push({path: new URL(request.url()).pathname, bytes: sizes?.responseBodySize ?? 0});
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('installation');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.waitForLoadState('networkidle');
    const pagefindCode = responses.filter((r) => /^\/pagefind\/(pagefind[\w-]*\.js|wasm\.[\w]+\.pagefind|pagefind-entry\.json)$/.test(r.path));
    const pagefindIndex = responses.filter((r) => r.path.startsWith('/pagefind/') && !pagefindCode.includes(r));
    const modalCode = responses.filter((r) => !r.path.startsWith('/pagefind/'));
    const sum = (list) => list.reduce((total, r) => total + r.bytes, 0);
    console.log('First query ("installation") from the modal, bytes over the wire:');
    console.log(`  Pagefind code (pagefind.js, worker, wasm, entry): ${kb(sum(pagefindCode))} in ${pagefindCode.length} files`);
    console.log(`  index chunks and fragments:                       ${kb(sum(pagefindIndex))} in ${pagefindIndex.length} files`);
    console.log(`  search code + index:                              ${kb(sum(pagefindCode) + sum(pagefindIndex))} (budget 150 KB)`);
    console.log(`  DocSearch modal UI + client glue (JS, CSS):     ${kb(sum(modalCode))} in ${modalCode.length} files`);
    if (values.files) for (const r of [...pagefindCode, ...pagefindIndex]) console.log(`    ${kb(r.bytes).padStart(9)}  ${r.path}`);

    // Warm queries and relevance, through the same search code as the modal (bundled here with esbuild),
    // with the filters of a /docs/ page.
    await page.route(`${baseURL}/__bench/search.js`, async (route) =>
      route.fulfill({contentType: 'text/javascript', body: await bundleSearchCode()}),
    );
    if (values.explain) {
      const explained = await page.evaluate(
        async ({query, options, filters}) => {
          const {explain} = await import('/__bench/search.js');
          const pagefind = await import('/pagefind/pagefind.js');
          await pagefind.options({baseUrl: '/', ...options});
          await pagefind.init();
          return explain(pagefind, {query, filters});
        },
        {query: values.explain, options: pagefindOptions, filters: currentDocsFilters},
      );
      console.log(JSON.stringify(explained, null, 1));
      return;
    }
    const queries = relevance.cases.map((c) => c.query);
    const measured = await page.evaluate(
      async ({queries, runs, options, origin, filters}) => {
        const {rankedUrls} = await import('/__bench/search.js');
        const pagefind = await import('/pagefind/pagefind.js');
        await pagefind.options({baseUrl: '/', ...options});
        await pagefind.init();
        const run = async (query) => {
          const started = performance.now();
          const urls = await rankedUrls(pagefind, {query, filters, origin});
          return {ms: performance.now() - started, urls};
        };
        const ranked = {};
        for (const query of queries) ranked[query] = (await run(query)).urls; // cold pass
        const warm = [];
        for (let i = 0; i < runs; i += 1) {
          for (const query of queries) warm.push((await run(query)).ms);
        }
        return {ranked, warm};
      },
      {queries, runs: Number(values.runs), options: pagefindOptions, origin: baseURL, filters: currentDocsFilters},
    );
    console.log(`Warm query (search + top 8 fragments), ${measured.warm.length} runs:`);
    console.log(`  median ${median(measured.warm).toFixed(1)} ms, max ${Math.max(...measured.warm).toFixed(1)} ms (budget: median ≤ 20 ms)`);
    reportRelevance(measured.ranked);
  } finally {
    await browser.close();
    server.kill();
  }
}

/** The search code under test, as one ES module for the browser: `rankedUrls(pagefind, {query, filters, origin})`. */
async function bundleSearchCode() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    stdin: {contents: benchEntry, resolveDir: siteDir, loader: 'ts'},
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    target: 'es2022',
  });
  return result.outputFiles[0].text;
}

const benchEntry = `
import {searchPages} from './src/plugins/local-search/client';
import {createSearchIndex} from './src/plugins/local-search/loadPagefind';
let index;
import {runSearch} from './src/plugins/local-search/engine';
export async function explain(pagefind, {query, filters}) {
  index ??= createSearchIndex(pagefind, '/pagefind/local-search/');
  const {plan, ranked} = await runSearch(index, query, filters);
  return {plan, top: ranked.slice(0, 6).map(({page, score}) => [page.url, page.title, Math.round(score * 100) / 100])};
}
export async function rankedUrls(pagefind, {query, filters, origin}) {
  index ??= createSearchIndex(pagefind, '/pagefind/local-search/');
  const found = await searchPages(index, {query, filters, limit: 8, origin});
  return found.pages.map((page) => page.fragment.url);
}
`;

const pct = (n, total) => (total ? `${((100 * n) / total).toFixed(1)}%` : 'n/a');

/** Top-1 and top-5 hit rates per category and overall; a case hits when one of its expected pages ranks there. */
function reportRelevance(ranked) {
  const byCategory = new Map();
  const misses = [];
  const tally = (key, rank) => {
    const entry = byCategory.get(key) ?? {total: 0, top1: 0, top5: 0};
    entry.total += 1;
    if (rank === 0) entry.top1 += 1;
    if (rank >= 0 && rank < 5) entry.top5 += 1;
    byCategory.set(key, entry);
  };
  for (const {category, query, expected} of relevance.cases) {
    const urls = ranked[query] ?? [];
    const ranks = expected.map((url) => urls.indexOf(url)).filter((rank) => rank >= 0);
    const rank = ranks.length ? Math.min(...ranks) : -1;
    tally(category, rank);
    tally('overall', rank);
    if (rank !== 0) {
      misses.push(`  [${category}] "${query}" → expected ${expected.join(' or ')}, rank ${rank < 0 ? '-' : rank + 1}; got ${urls.slice(0, 3).join(', ') || 'nothing'}`);
    }
  }
  console.log(`Relevance (${relevance.cases.length} queries; goal: overall top-1 ≥ 95%, top-5 100%, every category top-1 ≥ 90%):`);
  console.log('  category      queries   top-1            top-5');
  const order = [...new Set(relevance.cases.map((c) => c.category)), 'overall'];
  for (const key of order) {
    const {total, top1, top5} = byCategory.get(key);
    console.log(`  ${key.padEnd(13)} ${String(total).padStart(7)}   ${`${top1}/${total} = ${pct(top1, total)}`.padEnd(16)} ${top5}/${total} = ${pct(top5, total)}`);
  }
  if (misses.length) console.log(`Misses:\n${misses.join('\n')}`);
}

if (!values.explain) await benchIndexBuild();
await benchBrowser();
