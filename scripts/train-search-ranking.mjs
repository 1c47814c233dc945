#!/usr/bin/env node
// Fits the weights of the search ranking (src/plugins/local-search/rankingWeights.json) on the tuning halves of
// relevance.json. Needs a production build (`npm run build`). Usage:
//   node scripts/train-search-ranking.mjs [--dir build] [--lambda 10] [--pairs 20] [--halves all] [--cv [--folds 5]]
//   [--write]
// With `--halves all` the features of every tuning query are held at once: give Node a larger heap
// (NODE_OPTIONS=--max-old-space-size=16000; the default 4 GB runs out).
// For each tuning query, the engine ranks the pages by its hand-set score; the page the reader expects is paired with
// every other page among the first `--pairs`, and scripts/lib/pairwise-fit.mjs finds the weights that put it first
// while staying near the hand-set score (`--lambda`: how near). The held-out halves never enter the fit: they are how
// `node scripts/bench-search.mjs` judges it.
// `--cv` chooses the two settings without the held-out halves: it fits on two tuning halves (and "old"), ranks the
// third, and prints each setting's first places and first-five places summed over the three left-out halves.
// `--write` writes the weights; without it, the script only prints.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import prettier from 'prettier';
import {chromiumLaunchOptions} from './lib/chromium.mjs';
import {startNginx} from './lib/nginx.mjs';
import {fitPairwise} from './lib/pairwise-fit.mjs';
import {bundleForBrowser, currentDocsFilters, expectedRank, halfOf} from './lib/search-eval.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    lambda: {type: 'string', default: '10'},
    pairs: {type: 'string', default: '20'},
    // The halves to fit on, comma-separated ("tuning,tuning-2,old"), or "all" for every tuning half and the old list.
    // Default: the halves the current weights were fitted on, so that a run reproduces them.
    halves: {type: 'string'},
    cv: {type: 'boolean', default: false},
    // With --cv: the tuning halves are dealt into this many folds (by their order in relevance.json) instead of one
    // fold per half, so that a list of many halves is cross-validated in a few fits per setting.
    folds: {type: 'string'},
    write: {type: 'boolean', default: false},
  },
});
const pluginDir = path.join(siteDir, 'src/plugins/local-search');
const relevance = JSON.parse(readFileSync(path.join(pluginDir, 'relevance.json'), 'utf8'));
const pagefindOptions = JSON.parse(readFileSync(path.join(pluginDir, 'pagefindOptions.json'), 'utf8'));
const isTuningHalf = (half) => half.startsWith('tuning');
const weightsFile = path.join(pluginDir, 'rankingWeights.json');
const chosenHalves =
  values.halves === 'all'
    ? null
    : (values.halves?.split(',') ?? JSON.parse(readFileSync(weightsFile, 'utf8')).trainedOn);
if (chosenHalves?.some((half) => half.startsWith('heldout'))) throw new Error('A held-out half never enters the fit.');
const trainingCases = relevance.cases.filter(
  (c) => !halfOf(c).startsWith('heldout') && (!chosenHalves || chosenHalves.includes(halfOf(c))),
);
const tuningHalves = [...new Set(trainingCases.map(halfOf))].filter(isTuningHalf);

const entry = `
import {createSearchIndex} from './src/plugins/local-search/loadPagefind';
import {runSearch} from './src/plugins/local-search/engine';
import {rankingFeatureNames, rankingFeatures, scoreFactor} from './src/plugins/local-search/ranking';
export {rankingFeatureNames};
let index;
export async function featuresOf(pagefind, {query, filters}) {
  index ??= createSearchIndex(pagefind, '/pagefind/local-search/');
  const {plan, ranked, candidates, context} = await runSearch(index, query, filters, {rules: {weights: false}});
  return {
    // A named release is ordered by its own rule, before any score; a pasted message keeps the hand-set score.
    ownRule: plan.release !== null || context.message === true,
    ranked: ranked.map(({page}) => page.url),
    candidates: [...candidates.values()].map((candidate) => {
      const features = rankingFeatures(candidate, context);
      // Scales the score after the weighted sum (\`scoreFactor\`), as the engine does.
      return {
        url: candidate.page.url,
        factor: scoreFactor(candidate.page, context),
        features: rankingFeatureNames.map((name) => features[name]),
      };
    }),
  };
}`;

async function collect() {
  const code = await bundleForBrowser(entry);
  const {server, url} = await startNginx({dir: values.dir});
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext();
    await context.route(
      (request) => request.origin !== url,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    await page.route(`${url}/__bench/features.js`, (route) =>
      route.fulfill({contentType: 'text/javascript', body: code}),
    );
    await page.goto(`${url}/docs/`);
    return await page.evaluate(
      async ({queries, options, filters}) => {
        const {featuresOf, rankingFeatureNames} = await import('/__bench/features.js');
        const pagefind = await import('/pagefind/pagefind.js');
        await pagefind.options({baseUrl: '/', ...options});
        await pagefind.init();
        const results = [];
        for (const query of queries) results.push(await featuresOf(pagefind, {query, filters}));
        return {names: rankingFeatureNames, results};
      },
      {queries: trainingCases.map((c) => c.query), options: pagefindOptions, filters: currentDocsFilters},
    );
  } finally {
    await browser.close();
    server.close();
  }
}

const isExpected = (url, expected) => expectedRank([url], expected) === 0;

/**
 * A candidate's score under the weights, scaled after the weighted sum as the engine's \`scoreCandidate\` does
 * (\`scoreFactor\` and \`scaleScore\` in ranking.ts: × factor above 0, ÷ factor below).
 */
function scoreUnder(weights, {features, factor}) {
  const score = features.reduce((sum, value, i) => sum + value * weights[i], 0);
  return score >= 0 ? factor * score : score / factor;
}

/** The candidates of a query in the hand-set order (`prior` weighs the hand-set score alone; ties keep the engine's order). */
function handOrder(result) {
  return result.candidates
    .map((candidate, position) => ({...candidate, position, hand: scoreUnder(prior, candidate)}))
    .sort((a, b) => b.hand - a.hand || a.position - b.position);
}

function pairsOf(examples, perQuery) {
  const pairs = [];
  for (const {c, result} of examples) {
    if (result.ownRule) continue;
    const ordered = handOrder(result);
    const expected = ordered.find((candidate) => isExpected(candidate.url, c.expected));
    if (!expected) continue;
    for (const other of ordered.slice(0, perQuery)) {
      if (isExpected(other.url, c.expected)) continue;
      pairs.push(expected.features.map((value, i) => value - other.features[i]));
    }
  }
  return pairs;
}

/** Rank of the first expected page under the weights (queries with their own rule keep the engine's order), or null. */
function rankUnder(weights, {c, result}) {
  let urls = result.ranked;
  if (!result.ownRule) {
    urls = result.candidates
      .map((candidate) => ({url: candidate.url, score: scoreUnder(weights, candidate)}))
      .sort((a, b) => b.score - a.score || (a.url < b.url ? -1 : 1))
      .map((candidate) => candidate.url);
  }
  const position = expectedRank(urls, c.expected);
  return position === -1 ? null : position + 1;
}

function tally(weights, examples) {
  const ranks = examples.map((example) => rankUnder(weights, example));
  return {top1: ranks.filter((rank) => rank === 1).length, top5: ranks.filter((rank) => rank && rank <= 5).length};
}

const {names, results} = await collect();
const examples = trainingCases.map((c, i) => ({c, half: halfOf(c), result: results[i]}));
const prior = names.map((name) => (name === 'handScore' ? 1 : 0));

if (values.cv) {
  const foldCount = values.folds ? Number(values.folds) : tuningHalves.length;
  if (values.folds && !(Number.isInteger(foldCount) && foldCount >= 2))
    throw new Error('--folds takes a whole number, 2 or more.');
  const foldOf = new Map(tuningHalves.map((half, i) => [half, i % foldCount]));
  // Each fold's left-out queries and the rest, dealt once for the 17 tallies below.
  const splits = [...new Set(foldOf.values())].map((fold) => ({
    left: examples.filter((example) => foldOf.get(example.half) === fold),
    train: examples.filter((example) => foldOf.get(example.half) !== fold),
  }));
  const base = {top1: 0, top5: 0};
  for (const {left} of splits) {
    const {top1, top5} = tally(prior, left);
    base.top1 += top1;
    base.top5 += top5;
  }
  const total = examples.filter((example) => isTuningHalf(example.half)).length;
  console.log(
    `Leave one fold of tuning halves out (${splits.length} folds of ${tuningHalves.length} halves; ${total} queries), first / first five:`,
  );
  console.log(`  hand-set score: ${base.top1} / ${base.top5}`);
  for (const lambda of [1, 3, 10, 30]) {
    for (const perQuery of [5, 10, 20, 40]) {
      const sum = {top1: 0, top5: 0};
      for (const {left, train} of splits) {
        const {weights} = fitPairwise({pairs: pairsOf(train, perQuery), prior, lambda});
        const {top1, top5} = tally(weights, left);
        sum.top1 += top1;
        sum.top5 += top5;
      }
      console.log(`  lambda ${lambda}, ${perQuery} pages a query: ${sum.top1} / ${sum.top5}`);
    }
  }
}

const lambda = Number(values.lambda);
const perQuery = Number(values.pairs);
const pairs = pairsOf(examples, perQuery);
const {weights} = fitPairwise({pairs, prior, lambda});
const trainedOn = [...tuningHalves, ...(examples.some((example) => example.half === 'old') ? ['old'] : [])];
console.log(`Fit on ${examples.length} queries (${trainedOn.join(', ')}), ${pairs.length} pairs,`);
console.log(`lambda ${lambda}, ${perQuery} pages a query. First / first five on the same queries:`);
// The weights in use, ranked here as the engine ranks with them: the first places match the bench's for these halves
// (a query with its own rule keeps the order without weights, so a first-five count may differ by one).
const present = JSON.parse(readFileSync(weightsFile, 'utf8')).weights;
const inUse = names.map((name) => present[name] ?? 0);
console.log('(hand-set score → weights in use → this fit)');
for (const half of trainedOn) {
  const subset = examples.filter((example) => example.half === half);
  const [before, now, after] = [prior, inUse, weights].map((w) => tally(w, subset));
  console.log(
    `  ${half.padEnd(9)} ${before.top1} / ${before.top5} → ${now.top1} / ${now.top5} → ${after.top1} / ${after.top5} of ${subset.length}`,
  );
}
const rounded = Object.fromEntries(names.map((name, i) => [name, Math.round(weights[i] * 1e4) / 1e4]));
console.log(rounded);
if (values.write) {
  const data = {
    about: 'Written by scripts/train-search-ranking.mjs; see the README of this folder.',
    trainedOn,
    queries: examples.length,
    pairs: pairs.length,
    lambda,
    pagesPerQuery: perQuery,
    weights: rounded,
  };
  // Laid out as the repository's Prettier check expects.
  const options = (await prettier.resolveConfig(weightsFile)) ?? {};
  writeFileSync(weightsFile, await prettier.format(JSON.stringify(data), {...options, filepath: weightsFile}));
  console.log(`Wrote ${path.relative(siteDir, weightsFile)}`);
}
