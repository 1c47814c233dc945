#!/usr/bin/env node
// Measures the local search on a production build (run `npm run build` first) and
// prints figures; it asserts nothing. Usage: node scripts/bench-search.mjs [--port 3207] [--dir build]
//   1. index build time (same code as the plugin's postBuild, written to a temp folder), beside plain Pagefind indexing
//      the same pages in the same run (the control) and the ratio of the two;
//   2. bytes downloaded (as sent over the wire, gzip) by the first query from the modal;
//   3. warm query time in Chromium (the client's full query: search, ranking, fragments of the top 8 pages), median,
//      beside plain Pagefind answering the same queries in the same run (the control) and the ratio of the two;
//   4. relevance: top-1 and top-5 per kind and per half (tuning, heldout; "old" for cases without a half) of
//      src/plugins/local-search/relevance.json, beside the same queries through Lunr over the same pages (the floor),
//      and the tuning halves and held-out halves each pooled, with the 95 % interval of the top-1 share;
//   5. per-rule ablation: the relevance of each half with one rule of the engine switched off (`--no-ablation` skips,
//      `--ablate weights,messages` switches off only the rules named), and the queries whose first place the rule
//      gains and loses in each pool, with a sign test of that split (a gain of 3 against 0 has p = 0.25);
//   6. pasted messages: when scripts/list-docusaurus-messages.mjs exists, how many of the messages it lists find a
//      /docs/troubleshooting/ page in the top 5.
// `--quick` skips the index build time and the first-query bytes; `--misses` lists the misses of the tuning and old
// halves (`--heldout-misses` adds the held-out half: look at it only to report, never to tune); `--hide-heldout` leaves
// the held-out halves out of the tables, for the runs that shape a rule.
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './lib/chromium.mjs';
import {bundleForBrowser, currentDocsFilters, expectedRank, halfOf} from './lib/search-eval.mjs';
import {listFiles} from './lib/html-files.mjs';
import {messageProbeCases, nameProbeCases, typoProbeCases} from './lib/class-probes.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.E2E_PORT ?? '3207'},
    dir: {type: 'string', default: 'build'},
    runs: {type: 'string', default: '5'},
    // Prints the plan and the top pages with their scores for one query, then stops.
    explain: {type: 'string'},
    // With --explain: one more page to show, wherever it ranks (its URL).
    'explain-page': {type: 'string'},
    // Lists every file the first query downloads, with its size.
    files: {type: 'boolean', default: false},
    // The query of the first-query measure (default "installation").
    'first-query': {type: 'string', default: 'installation'},
    quick: {type: 'boolean', default: false},
    misses: {type: 'boolean', default: false},
    'heldout-misses': {type: 'boolean', default: false},
    // Leaves the held-out halves out of the tables: what to print while a rule is being shaped.
    'hide-heldout': {type: 'boolean', default: false},
    'message-misses': {type: 'boolean', default: false},
    'no-ablation': {type: 'boolean', default: false},
    // The rules to switch off one at a time, comma-separated (default: every rule).
    ablate: {type: 'string'},
    'no-floor': {type: 'boolean', default: false},
    // Ranks each relevance query on a fresh Pagefind (a reader's first search of a visit). Pagefind also matches index
    // words that begin the searched word ("r" for "rid") once their chunk is loaded, so results can depend on the
    // searches before: by default every query runs in one session, as a reader who keeps searching.
    fresh: {type: 'boolean', default: false},
    // Counts each half's misses by why the expected page lost (it has fewer of the query's concepts than the first
    // page, as many, or more), without printing the queries: a held-out half can be described without being read.
    'miss-classes': {type: 'boolean', default: false},
    // Another list of cases in relevance.json's shape instead of it.
    cases: {type: 'string'},
    // Generated probes instead of relevance.json (scripts/lib/class-probes.mjs), tuned on by no one: misspelled page
    // titles, and the API names the pages define in four spellings.
    'typo-probe': {type: 'boolean', default: false},
    'name-probe': {type: 'boolean', default: false},
    // The framework's messages pasted with their variable parts filled, each expecting the troubleshooting page that
    // quotes it.
    'message-probe': {type: 'boolean', default: false},
  },
});
const outDir = path.resolve(siteDir, values.dir);
const baseURL = `http://127.0.0.1:${values.port}`;
const relevance = values['typo-probe']
  ? typoProbeCases(outDir)
  : values['name-probe']
    ? nameProbeCases(outDir)
    : values['message-probe']
      ? messageProbeCases(outDir, listedMessageRecords())
      : JSON.parse(readFileSync(values.cases ?? path.join(siteDir, 'src/plugins/local-search/relevance.json'), 'utf8'));
const pagefindOptions = JSON.parse(
  readFileSync(path.join(siteDir, 'src/plugins/local-search/pagefindOptions.json'), 'utf8'),
);

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

// Speed budgets are ratios to a control timed in the same run, never seconds: the machines differ and are shared.
// The index build against plain Pagefind on the same pages (2.35 when set, session 40).
const indexBuildRatioBudget = 3;
// The warm query against plain Pagefind on the same queries (3.75 in session 39).
const warmQueryRatioBudget = 4;

// 1. Index build time -------------------------------------------------------
// Beside a control in the same run: plain Pagefind (its CLI, default options) over a copy of the same built pages,
// so the figure that matters is the ratio, which holds from one machine to the next when the seconds do not.
async function benchIndexBuild() {
  const jiti = createJiti(import.meta.url);
  const {buildSearchIndex, pagefindFolder} = jiti(path.join(siteDir, 'src/plugins/local-search/indexer.ts'));
  const {annotatePage} = jiti(path.join(siteDir, 'src/plugins/local-search/pageRules.ts'));
  // The pages our index takes, as built (not annotated), chosen as the indexer chooses them: Pagefind on its own would
  // also read the redirect stubs (some in folders named like "page.html"), the tag and list pages and the old
  // versions' pages that we leave out.
  const controlSite = await mkdtemp(path.join(os.tmpdir(), 'bench-search-control-site-'));
  for (const file of await listFiles(outDir)) {
    if (!file.endsWith('.html') || file.startsWith(`${pagefindFolder}/`)) continue;
    const html = readFileSync(path.join(outDir, file), 'utf8');
    if (!annotatePage(html, file, {siteTitle: 'Docusaurus'}).indexed) continue;
    mkdirSync(path.dirname(path.join(controlSite, file)), {recursive: true});
    writeFileSync(path.join(controlSite, file), html);
  }
  const pagefindCli = path.join(siteDir, 'node_modules/pagefind/lib/runner/bin.cjs');
  const durations = [];
  const controlDurations = [];
  let last;
  // Alternated, so that a slower minute of a shared machine falls on both.
  for (let run = 0; run < 3; run += 1) {
    const indexDir = await mkdtemp(path.join(os.tmpdir(), 'bench-search-index-'));
    let started = performance.now();
    last = await buildSearchIndex({siteDir, outDir, siteTitle: 'Docusaurus', indexDir});
    durations.push(performance.now() - started);
    await rm(indexDir, {recursive: true, force: true});
    const controlDir = await mkdtemp(path.join(os.tmpdir(), 'bench-search-control-index-'));
    started = performance.now();
    execFileSync(process.execPath, [pagefindCli, '--site', controlSite, '--output-path', controlDir, '--silent']);
    controlDurations.push(performance.now() - started);
    await rm(controlDir, {recursive: true, force: true});
  }
  await rm(controlSite, {recursive: true, force: true});
  const ratio = median(durations) / median(controlDurations);
  console.log(`Index build: ${last.indexedPages} pages indexed, ${last.skippedPages} skipped`);
  console.log(
    `  wall time, median of 3: ${(median(durations) / 1000).toFixed(2)} s; control, plain Pagefind on the same ` +
      `pages in the same run: ${(median(controlDurations) / 1000).toFixed(2)} s; ours / plain ${ratio.toFixed(2)} ` +
      `(budget ≤ ${indexBuildRatioBudget})`,
  );
}

// 2-4. Browser measurements --------------------------------------------------
async function startServer() {
  const server = spawn(
    process.execPath,
    [path.join(siteDir, 'scripts/serve-nginx.mjs'), '--port', values.port, '--dir', outDir],
    {
      stdio: 'ignore',
    },
  );
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
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext();
    // Same rule as the e2e fixtures: nothing leaves this machine.
    await context.route(
      (url) => url.origin !== baseURL,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    await page.goto(`${baseURL}/docs/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');

    if (!values.quick && !values.explain) await benchFirstQuery(page);
    await benchQueries(page);
  } finally {
    await browser.close();
    server.kill();
  }
}

/** First query from the modal: everything fetched from opening it to the first hits. */
async function benchFirstQuery(page) {
  const responses = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    responses.push({path: new URL(request.url()).pathname, bytes: sizes?.responseBodySize ?? 0});
  });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(values['first-query']);
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.waitForLoadState('networkidle');
  const pagefindCode = responses.filter((r) =>
    /^\/pagefind\/(pagefind[\w-]*\.js|wasm\.[\w]+\.pagefind|pagefind-entry\.json)$/.test(r.path),
  );
  const pagefindIndex = responses.filter((r) => r.path.startsWith('/pagefind/') && !pagefindCode.includes(r));
  const modalCode = responses.filter((r) => !r.path.startsWith('/pagefind/'));
  const sum = (list) => list.reduce((total, r) => total + r.bytes, 0);
  console.log(`First query ("${values['first-query']}") from the modal, bytes over the wire:`);
  console.log(
    `  Pagefind code (pagefind.js, worker, wasm, entry): ${kb(sum(pagefindCode))} in ${pagefindCode.length} files`,
  );
  console.log(
    `  index chunks and fragments:                       ${kb(sum(pagefindIndex))} in ${pagefindIndex.length} files`,
  );
  console.log(
    `  search code + index:                              ${kb(sum(pagefindCode) + sum(pagefindIndex))} (budget 150 KB)`,
  );
  console.log(`  DocSearch modal UI + client glue (JS, CSS):     ${kb(sum(modalCode))} in ${modalCode.length} files`);
  if (values.files)
    for (const r of [...pagefindCode, ...pagefindIndex]) console.log(`    ${kb(r.bytes).padStart(9)}  ${r.path}`);
}

async function benchQueries(page) {
  // Warm queries and relevance, through the same search code as the modal (bundled here with esbuild),
  // with the filters of a /docs/ page.
  await page.route(`${baseURL}/__bench/search.js`, async (route) =>
    route.fulfill({contentType: 'text/javascript', body: await bundleSearchCode()}),
  );
  if (values.explain) {
    const explained = await page.evaluate(
      async ({query, also, options, filters}) => {
        const {explain} = await import('/__bench/search.js');
        const pagefind = await import('/pagefind/pagefind.js');
        await pagefind.options({baseUrl: '/', ...options});
        await pagefind.init();
        return explain(pagefind, {query, filters, also});
      },
      {query: values.explain, also: values['explain-page'], options: pagefindOptions, filters: currentDocsFilters},
    );
    console.log(JSON.stringify(explained, null, 1));
    return;
  }
  const messages = listedMessages();
  const queries = [...new Set([...cases.map((c) => c.query), ...(messages ?? [])])];
  const runQueries = (rules, runs) =>
    page.evaluate(
      async ({queries, runs, options, origin, filters, rules, fresh}) => {
        const {rankedUrls, forgetIndex} = await import('/__bench/search.js');
        const pagefind = await import('/pagefind/pagefind.js');
        await pagefind.options({baseUrl: '/', ...options});
        await pagefind.init();
        const run = async (query) => {
          const started = performance.now();
          const urls = await rankedUrls(pagefind, {query, filters, origin, rules});
          return {ms: performance.now() - started, urls};
        };
        const ranked = {};
        for (const query of queries) {
          if (fresh) {
            await pagefind.destroy();
            await pagefind.options({baseUrl: '/', ...options});
            await pagefind.init();
            forgetIndex();
          }
          ranked[query] = (await run(query)).urls; // cold pass
        }
        // The control, in the same run and interleaved query by query: plain Pagefind answering the same query and
        // loading the fragments of its first 8 pages, as a site with Pagefind alone would.
        const plain = async (query) => {
          const started = performance.now();
          const response = await pagefind.search(query);
          await Promise.all((response?.results ?? []).slice(0, 8).map((result) => result.data()));
          return performance.now() - started;
        };
        const warm = [];
        const control = [];
        for (let i = 0; i < runs; i += 1) {
          for (const query of queries) {
            warm.push((await run(query)).ms);
            control.push(await plain(query));
          }
        }
        return {ranked, warm, control};
      },
      {
        queries,
        runs,
        options: pagefindOptions,
        origin: baseURL,
        filters: currentDocsFilters,
        rules,
        fresh: values.fresh,
      },
    );
  const measured = await runQueries({}, Number(values.runs));
  const caseTimes = measured.warm.filter((_, position) => position % queries.length < cases.length);
  console.log(`Warm query (search + top 8 fragments), ${caseTimes.length} runs of the relevance queries:`);
  console.log(`  median ${median(caseTimes).toFixed(1)} ms, max ${Math.max(...caseTimes).toFixed(1)} ms`);
  if (messages)
    console.log(
      `  pasted messages: median ${median(measured.warm.filter((_, position) => position % queries.length >= cases.length)).toFixed(1)} ms`,
    );
  const controlTimes = measured.control.filter((_, position) => position % queries.length < cases.length);
  if (controlTimes.length > 0)
    console.log(
      `  control, plain Pagefind on the same queries in the same run: median ${median(controlTimes).toFixed(1)} ms; ` +
        `ours / plain ${(median(caseTimes) / median(controlTimes)).toFixed(2)} (budget ≤ ${warmQueryRatioBudget})`,
    );
  const floor = values['no-floor'] ? null : await floorRankings(queries);
  const ours = printRelevance(measured.ranked, floor);
  printPooled(measured.ranked);
  if (messages) reportMessages(messages, measured.ranked);
  if (floor && messages) {
    const found = messages.filter((query) =>
      (floor[query] ?? []).slice(0, 5).some((url) => url.startsWith('/docs/troubleshooting/')),
    );
    console.log(`  (lunr: ${found.length}/${messages.length})`);
  }
  if (values.misses || values['heldout-misses']) printMisses(measured.ranked);
  if (values['miss-classes']) await printMissClasses(page, measured.ranked);

  if (!values['no-ablation']) {
    const ruleNames = await page.evaluate(async () => (await import('/__bench/search.js')).ruleNames);
    const shown = halves.filter((half) => half !== 'old');
    const all = [...shown, ...(halves.includes('old') ? ['old'] : [])];
    console.log('Ablation: relevance with one rule off (top-1 / top-5; Δ top-1 in points against all rules on):');
    console.log(`  ${'rule off'.padEnd(18)} ${all.map((half) => half.padEnd(26)).join(' ')}`);
    const line = (name, table) =>
      `  ${name.padEnd(18)} ${all
        .map((half) => {
          const entry = table.get(`${half}|all`);
          const base = ours.get(`${half}|all`);
          if (!entry) return 'n/a'.padEnd(26);
          const delta = (100 * (entry.top1 - base.top1)) / entry.total;
          return `${cell(entry).trim()} (${delta >= 0 ? '+' : ''}${delta.toFixed(1)})`.padEnd(26);
        })
        .join(' ')}`;
    console.log(line('(none)', ours));
    const ablated = values.ablate ? values.ablate.split(',').filter((rule) => ruleNames.includes(rule)) : ruleNames;
    for (const rule of ablated) {
      const off = await runQueries({[rule]: false}, 0);
      console.log(line(rule, tally(off.ranked)));
      const flipped = flips(measured.ranked, off.ranked);
      if (flipped) console.log(`  ${''.padEnd(18)} ${flipped}`);
    }
  }
}

/** The search code under test, as one ES module for the browser: `rankedUrls(pagefind, {query, filters, origin})`. */
async function bundleSearchCode() {
  return bundleForBrowser(benchEntry);
}

const benchEntry = `
import {searchPages} from './src/plugins/local-search/client';
import {createSearchIndex} from './src/plugins/local-search/loadPagefind';
let index;
import {runSearch, ruleNames} from './src/plugins/local-search/engine';
import {rankingFeatures, rankingFeatureNames, scoreFactor} from './src/plugins/local-search/ranking';
export {ruleNames};
export async function explain(pagefind, {query, filters, also}) {
  index ??= createSearchIndex(pagefind, '/pagefind/local-search/');
  const {plan, ranked, candidates, context} = await runSearch(index, query, filters);
  const round = (value) => Math.round(value * 100) / 100;
  // Each learned weight times its feature, the largest first: why a page scores what it does. The factor applied
  // after the sum (\`scoreFactor\`: an overview's share, a release page's arrival lift) comes last.
  const contributions = (candidate) => {
    if (!context.weights || context.message === true) return [];
    const features = rankingFeatures(candidate, context);
    const factor = scoreFactor(candidate.page, context);
    return [
      ...rankingFeatureNames
        .map((name) => [name, (context.weights[name] ?? 0) * features[name]])
        .filter(([, value]) => Math.abs(value) >= 0.05)
        .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
        .map(([name, value]) => \`\${name} \${round(value)}\`),
      ...(factor !== 1 ? [\`then × \${factor}\`] : []),
    ].join(', ');
  };
  const rankOfAlso = ranked.findIndex(({page}) => page.url === also);
  const shown = rankOfAlso >= 6 ? [...ranked.slice(0, 6), ranked[rankOfAlso]] : ranked.slice(0, 6);
  return {
    plan,
    ...(also ? {alsoRank: rankOfAlso < 0 ? 'not a candidate' : rankOfAlso + 1} : {}),
    features: Object.fromEntries(
      shown.map(({page}) => [page.url, contributions(candidates.get(page.id) ?? {page, matches: []})]),
    ),
    top: shown.map(({page, score}) => [page.url, page.title, round(score)]),
    matches: Object.fromEntries(
      shown.map(({page}) => [
        page.url,
        [
          ...(candidates.get(page.id)?.matches ?? []).map(
            (match) =>
              \`\${match.concept}:\${match.term} \${match.kind === 'reader' ? 'reader query' : 'text'} \${round(match.textScore)} rarity \${round(match.rarity)}\`,
          ),
          ...(candidates.get(page.id)?.readerShare ? [\`reader share \${round(candidates.get(page.id).readerShare)}\`] : []),
        ],
      ]),
    ),
  };
}
export async function coveredConcepts(pagefind, {query, filters}) {
  index ??= createSearchIndex(pagefind, '/pagefind/local-search/');
  const {plan, ranked, candidates} = await runSearch(index, query, filters);
  const count = (id) => new Set((candidates.get(id)?.matches ?? []).map((match) => match.concept)).size;
  return {namedRelease: plan.release !== null, covered: Object.fromEntries(ranked.map(({page}) => [page.url, count(page.id)]))};
}
export function forgetIndex() {
  index = undefined;
}
export async function rankedUrls(pagefind, {query, filters, origin, rules}) {
  index ??= createSearchIndex(pagefind, '/pagefind/local-search/');
  const found = await searchPages(index, {query, filters, limit: 8, origin, rules});
  return found.pages.map((page) => page.fragment.url);
}
`;

const pct = (n, total) => (total ? `${((100 * n) / total).toFixed(1)}%` : 'n/a');

/**
 * Cases of relevance.json with their kind and group: the 196 first cases (they keep their `category`; the engine was
 * tuned on them) are reported apart as "old", so that "tuning" and "heldout" compare two halves of the same fresh list.
 */
const cases = relevance.cases.map((c) => ({...c, kind: c.kind ?? c.category, half: halfOf(c)}));
/** Halves by batch, each tuning half before its held-out half ("tuning", "heldout", "tuning-2", …), old last. */
const halfRank = (half) => {
  if (half === 'old') return Infinity;
  const [, side, batch = '1'] = /^(tuning|heldout)(?:-(\d+))?$/.exec(half);
  return 2 * Number(batch) + (side === 'heldout' ? 1 : 0);
};
const halves = [...new Set(cases.map((c) => c.half))]
  .filter((half) => !(values['hide-heldout'] && half.startsWith('heldout')))
  .sort((a, b) => halfRank(a) - halfRank(b));

/** top-1 / top-5 counts per half and kind, and per half overall. */
function tally(ranked) {
  const table = new Map();
  const add = (key, rank) => {
    const entry = table.get(key) ?? {total: 0, top1: 0, top5: 0};
    entry.total += 1;
    if (rank === 0) entry.top1 += 1;
    if (rank >= 0 && rank < 5) entry.top5 += 1;
    table.set(key, entry);
  };
  for (const c of cases) {
    const rank = expectedRank(ranked[c.query] ?? [], c.expected);
    add(`${c.half}|${c.kind}`, rank);
    add(`${c.half}|all`, rank);
  }
  return table;
}

/** The tuning halves and the held-out halves, each pooled ("old" apart), as queries whose first page is right. */
const pools = [
  ['tuning halves', (c) => c.half.startsWith('tuning')],
  ['held-out halves', (c) => c.half.startsWith('heldout')],
];

/** Wilson score interval (95 %) of a share, in %. */
function wilson(hits, total) {
  if (total === 0) return [0, 0];
  const z = 1.96;
  const share = hits / total;
  const centre = share + (z * z) / (2 * total);
  const spread = z * Math.sqrt((share * (1 - share)) / total + (z * z) / (4 * total * total));
  const scale = 1 + (z * z) / total;
  return [(100 * (centre - spread)) / scale, (100 * (centre + spread)) / scale];
}

/**
 * Each pool's first and first-five places with the 95 % interval of the first-place share: a difference between two
 * rankings that stays inside it is not shown by the share alone; `flips` compares them query by query.
 */
function printPooled(ranked) {
  console.log('Pooled (95 % interval of the top-1 share):');
  for (const [name, inPool] of pools) {
    const pooled = cases.filter(inPool);
    if (pooled.length === 0) continue;
    const ranks = pooled.map((c) => expectedRank(ranked[c.query] ?? [], c.expected));
    const top1 = ranks.filter((rank) => rank === 0).length;
    const top5 = ranks.filter((rank) => rank >= 0 && rank < 5).length;
    const [low, high] = wilson(top1, pooled.length);
    console.log(
      `  ${name.padEnd(16)} top-1 ${top1}/${pooled.length} (${pct(top1, pooled.length)}, ${low.toFixed(1)}–${high.toFixed(1)} %), ` +
        `top-5 ${top5}/${pooled.length} (${pct(top5, pooled.length)})`,
    );
  }
}

/** Two-sided sign test: the chance of a split at least this uneven between `gained` and `lost` if neither side led. */
function signTest(gained, lost) {
  const n = gained + lost;
  if (n === 0) return 1;
  let tail = 0;
  let choose = 1;
  for (let i = 0; i <= Math.min(gained, lost); i += 1) {
    tail += choose;
    choose = (choose * (n - i)) / (i + 1);
  }
  return Math.min(1, (2 * tail) / 2 ** n);
}

/** Queries whose first place a rule gains and loses (on against off), by pool, with the sign test of the split. */
function flips(on, off) {
  return pools
    .filter(([, inPool]) => cases.some(inPool))
    .map(([name, inPool]) => {
      let gained = 0;
      let lost = 0;
      for (const c of cases.filter(inPool)) {
        const first = (ranked) => expectedRank(ranked[c.query] ?? [], c.expected) === 0;
        if (first(on) && !first(off)) gained += 1;
        if (!first(on) && first(off)) lost += 1;
      }
      return `${name}: the rule gains ${gained}, loses ${lost} first places (sign test p = ${signTest(gained, lost).toFixed(2)})`;
    })
    .join('; ');
}

const cell = (entry) =>
  entry ? `${pct(entry.top1, entry.total)} / ${pct(entry.top5, entry.total)}`.padEnd(16) : 'n/a'.padEnd(16);

/** One table: a row per kind, for each half "top-1 / top-5" of ours and, when given, of the floor library. */
function printRelevance(ranked, floorRanked) {
  const ours = tally(ranked);
  const floor = floorRanked ? tally(floorRanked) : null;
  const kinds = [...new Set(cases.map((c) => c.kind)), 'all'];
  const columns = halves.flatMap((half) => [`${half} (ours)`, ...(floor ? [`${half} (lunr)`] : [])]);
  console.log(
    `Relevance, top-1 / top-5 (${cases.length} queries: ${halves.map((half) => `${cases.filter((c) => c.half === half).length} ${half}`).join(', ')}):`,
  );
  console.log(`  ${'kind'.padEnd(12)} ${columns.map((column) => column.padEnd(16)).join(' ')}`);
  for (const kind of kinds) {
    const cells = halves.flatMap((half) => {
      const key = `${half}|${kind}`;
      if (!ours.has(key)) return [];
      return [cell(ours.get(key)), ...(floor ? [cell(floor.get(key))] : [])];
    });
    if (cells.length === 0) continue;
    const count = halves.map((half) => ours.get(`${half}|${kind}`)?.total ?? 0).join('+');
    console.log(`  ${`${kind} (${count})`.padEnd(12)} ${cells.join(' ')}`);
  }
  return ours;
}

/** Misses of the halves one may look at while tuning (never the held-out half, unless asked). */
function printMisses(ranked) {
  const shown = new Set(values['heldout-misses'] ? halves : halves.filter((half) => !half.startsWith('heldout')));
  const misses = [];
  for (const c of cases) {
    if (!shown.has(c.half)) continue;
    const urls = ranked[c.query] ?? [];
    const rank = expectedRank(urls, c.expected);
    if (rank !== 0) {
      misses.push(
        `  [${c.half}/${c.kind}] "${c.query.slice(0, 120)}" → expected ${c.expected.join(' or ')}, rank ${rank < 0 ? '-' : rank + 1}; got ${urls.slice(0, 3).join(', ') || 'nothing'}`,
      );
    }
  }
  if (misses.length) console.log(`Misses (${[...shown].join(', ')}):\n${misses.join('\n')}`);
}

/**
 * Why each miss lost, counted per half and kind: the expected page covers fewer of the query's concepts than the first
 * page ("fewer"), as many ("tie": decided by titles, passages, priors), or more ("more"); "absent" when no expected page
 * matched a word, "release" when the query named a release. Queries are not printed.
 */
async function printMissClasses(page, ranked) {
  const missed = cases.filter((c) => expectedRank(ranked[c.query] ?? [], c.expected) !== 0);
  const covered = await page.evaluate(
    async ({queries, filters}) => {
      const {coveredConcepts} = await import('/__bench/search.js');
      const pagefind = await import('/pagefind/pagefind.js');
      const out = {};
      for (const query of queries) out[query] = await coveredConcepts(pagefind, {query, filters});
      return out;
    },
    {queries: [...new Set(missed.map((c) => c.query))], filters: currentDocsFilters},
  );
  const counts = new Map();
  for (const c of missed) {
    const {namedRelease, covered: byUrl} = covered[c.query];
    const urls = Object.keys(byUrl);
    const expected = urls.filter((url) => expectedRank([url], c.expected) === 0)[0];
    const first = byUrl[urls[0]] ?? 0;
    const cls = namedRelease
      ? 'release'
      : expected === undefined
        ? 'absent'
        : byUrl[expected] < first
          ? 'fewer'
          : byUrl[expected] === first
            ? 'tie'
            : 'more';
    for (const key of [`${c.half}|all`, `${c.half}|${c.kind}`]) {
      const entry = counts.get(key) ?? {};
      entry[cls] = (entry[cls] ?? 0) + 1;
      counts.set(key, entry);
    }
  }
  console.log('Misses by class (fewer / tie / more concepts than the first page; absent; release named):');
  for (const half of halves) {
    const line = (key) => {
      const entry = counts.get(key) ?? {};
      return ['fewer', 'tie', 'more', 'absent', 'release'].map((cls) => entry[cls] ?? 0).join(' / ');
    };
    console.log(`  ${half.padEnd(10)} all ${line(`${half}|all`)}; task ${line(`${half}|task`)}`);
  }
}

// Floor: the same queries through Lunr over the same pages ------------------------------------------------------
/**
 * Lunr as its guides set it up: English pipeline (trimmer, stop words, Porter stemmer), the title boosted over the
 * body, and each query word searched exactly, as a prefix and with one edit (the "fuzzy typeahead" recipe), over the
 * text Pagefind indexed (its fragments), restricted to the pages the modal's filters allow on a page of the Canary docs.
 */
async function floorRankings(queries) {
  const {default: lunr} = await import('lunr');
  const {decodeFragment} = createJiti(import.meta.url)(path.join(siteDir, 'src/plugins/local-search/searchData.ts'));
  const fragmentDir = path.join(outDir, 'pagefind', 'fragment');
  const allowedTags = new Set(['default', 'docs-default-current', 'docs-community-current']);
  const docs = [];
  for (const file of readdirSync(fragmentDir)) {
    const fragment = decodeFragment(readFileSync(path.join(fragmentDir, file)));
    if (
      fragment.filters?.language?.[0] !== 'en' ||
      !allowedTags.has(fragment.filters?.docusaurus_tag?.[0] ?? 'default')
    )
      continue;
    docs.push({url: fragment.url, title: fragment.meta.title ?? '', body: fragment.content});
  }
  const index = lunr(function build() {
    this.ref('url');
    this.field('title', {boost: 10});
    this.field('body');
    for (const doc of docs) this.add(doc);
  });
  const ranked = {};
  for (const query of queries) {
    const tokens = lunr.tokenizer(query);
    try {
      ranked[query] = index
        .query((q) => {
          q.term(tokens, {boost: 100, usePipeline: true});
          q.term(tokens, {boost: 10, usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING});
          q.term(tokens, {boost: 1, usePipeline: false, editDistance: 1});
        })
        .slice(0, 8)
        .map((result) => result.ref);
    } catch {
      // Lunr 2.3.9 throws on a few words that are names of Object's own properties ("constructor"): no result.
      ranked[query] = [];
    }
  }
  return ranked;
}

/** The messages the installed packages print ({level, text, …}, `…` for a variable part), or null without the script. */
function listedMessageRecords() {
  const script = path.join(siteDir, 'scripts/list-docusaurus-messages.mjs');
  if (!existsSync(script)) return null;
  const output = execFileSync(process.execPath, [script, '--json'], {
    cwd: siteDir,
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
  return JSON.parse(output);
}

/** Pasted messages: each message the installed packages print, with its variable parts left out, searched as pasted. */
function listedMessages() {
  const records = listedMessageRecords();
  if (!records) return null;
  const queries = records.map((message) => message.text.replace(/…/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 300));
  return [...new Set(queries.filter((query) => query.length > 0))];
}

function reportMessages(messages, ranked) {
  const found = messages.filter((query) =>
    (ranked[query] ?? []).slice(0, 5).some((url) => url.startsWith('/docs/troubleshooting/')),
  );
  console.log(`Pasted messages: ${found.length}/${messages.length} find a /docs/troubleshooting/ page in the top 5`);
  if (values['message-misses']) {
    for (const query of messages.filter((q) => !found.includes(q))) console.log(`  ✗ ${query.slice(0, 140)}`);
  }
}

if (!values.explain && !values.quick) await benchIndexBuild();
await benchBrowser();
