#!/usr/bin/env node
// How fast the site builds on this machine, next to the plain Docusaurus site (the control of
// scripts/lib/control-site.mjs) measured in the same run, step by step in turn: cold production
// build (caches cleared), warm rebuild (Rspack persistent cache kept), build peak memory, and the
// contributor's loop with `npm start` (the dev server's first answer on a first start with caches
// cleared and on a next start, the first page shown in a browser, an MDX edit shown on the open
// page); page count and output size. Budgets are ratios to the control where issue #30 sets them
// (`npm start` ready ≤ 1.5× the control's), absolute otherwise.
// Prints figures; never fails on time.
// Shared machines: every run also reports its CPU time, the load average and the CPU share other
// processes took meanwhile; `--runs N` keeps the fastest of N runs, `--wait-idle S` waits up to S
// seconds for a quiet machine before each measurement. `--no-control` skips the control.
// The build inherits the environment (e.g. LINKS_CHECK=warn on a branch with pages still missing).
// `--phases` adds one more cold build that samples the memory of every process of the tree every
// 200 ms and splits the figures by build phase (load, bundling, SSG, postBuild), from the phase ends
// that Docusaurus logs with DOCUSAURUS_PERF_LOGGER=true: which phase peaks, and in which process.
// The dev server runs with its development defaults (see README "Run it"); `--full-dev` measures it
// with FULL_SITE=true (every docs version and section) instead.
// Usage: node scripts/bench-build.mjs [--runs 1] [--wait-idle 0] [--skip-dev] [--skip-build] [--port 3211]
//        [--control-port <port + 10>] [--no-control] [--full-dev] [--nice 10] [--out-dir build] [--phases]
//        [--write reports/bench-build.md]
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {readdir, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {cpuCount, loadAverage, runMeasured, treeProcesses, waitForIdle} from './lib/measure-process.mjs';
import {
  controlDir,
  ensureControlSite,
  formatRatio,
  median,
  pairedRatios,
  ratio,
  withPlainTemplate,
  writeControlNginxConf,
} from './lib/control-site.mjs';
import {firstStartLeftovers, measureDevSession} from './lib/dev-session.mjs';
import {chromiumLaunchOptions} from './lib/chromium.mjs';

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '1'},
    'wait-idle': {type: 'string', default: '0'},
    'skip-dev': {type: 'boolean', default: false},
    'skip-build': {type: 'boolean', default: false},
    'no-control': {type: 'boolean', default: false},
    'full-dev': {type: 'boolean', default: false},
    port: {type: 'string', default: process.env.E2E_PORT ?? '3211'},
    'control-port': {type: 'string'},
    nice: {type: 'string', default: '10'},
    'out-dir': {type: 'string', default: 'build'},
    phases: {type: 'boolean', default: false},
    write: {type: 'string'},
  },
});
const runs = Math.max(1, Number(values.runs));
const waitIdle = Number(values['wait-idle']);
const nice = Number(values.nice);
const docusaurus = path.resolve('node_modules/.bin/docusaurus');
const withControl = !values['no-control'];
const controlPort = values['control-port'] ?? String(Number(values.port) + 10);

// Issue #21's absolute goals for this 2-core machine, and issue #30's for the contributor's loop: `npm start` ready
// within 1.5× the plain site's time, the first page ≤ 3 s after that, an MDX edit shown ≤ 2 s.
const budgets = {
  coldSeconds: 45,
  coldPeakGb: 2,
  warmSeconds: 20,
  devReadyRatio: 1.5,
  firstPageSeconds: 3,
  editSeconds: 2,
};
// The page opened and the file edited in the dev-server measurement, on each site.
const devTargets = {
  site: {cwd: process.cwd(), pagePath: '/docs/installation/', editFile: path.resolve('docs/installation.mdx')},
  control: {cwd: controlDir, pagePath: '/docs/intro', editFile: path.join(controlDir, 'docs/intro.mdx')},
};

const seconds = (ms) => (ms / 1000).toFixed(1);
const gb = (bytes) => (bytes / 1024 ** 3).toFixed(2);
const mb = (bytes) => (bytes / 1024 ** 2).toFixed(1);
const percent = (share) => (share === null ? '?' : `${Math.round(share * 100)} %`);

async function clearCaches() {
  // What `npm run clear` removes: the build folder, and what a fresh clone lacks (generated files, every cache in
  // node_modules/.cache but the installs kept there).
  const leftovers = await firstStartLeftovers('site', process.cwd());
  await Promise.all([values['out-dir'], ...leftovers].map((dir) => rm(dir, {recursive: true, force: true})));
}

/** The control's own caches: its generated files, build and bundler cache. */
async function clearControlCaches() {
  await Promise.all(
    ['.docusaurus', 'build', 'node_modules/.cache'].map((dir) =>
      rm(path.join(controlDir, dir), {recursive: true, force: true}),
    ),
  );
}

async function measureControlBuild(label, {cold}) {
  if (cold) await clearControlCaches();
  process.stdout.write(`control ${label} build … `);
  const result = await runMeasured(path.join(controlDir, 'node_modules/.bin/docusaurus'), ['build'], {
    cwd: controlDir,
    nice,
  });
  writeControlNginxConf();
  if (result.code !== 0) {
    console.error(`\ncontrol ${label} build failed (exit ${result.code}):\n${result.output}`);
    return null;
  }
  console.log(
    `${seconds(result.wallMs)} s wall, ${result.cpuMs === null ? '?' : seconds(result.cpuMs)} s CPU, peak ${gb(result.peakRss)} GB, load ${result.loadAfter.toFixed(1)}, others used ${percent(result.othersShare)} of the CPU`,
  );
  return result;
}

/** Runs this site's build and, right after, the control's; keeps the fastest run of each (the highest peak memory). */
async function measureBuild(label, {cold}) {
  let best = null;
  let bestControl = null;
  for (let run = 1; run <= runs; run += 1) {
    if (waitIdle) await waitForIdle(waitIdle);
    if (cold) await clearCaches();
    process.stdout.write(`${label} build, run ${run}/${runs} … `);
    const result = await runMeasured(docusaurus, ['build', '--out-dir', values['out-dir']], {nice});
    const controlResult = withControl ? await measureControlBuild(label, {cold}) : null;
    if (controlResult && (!bestControl || controlResult.wallMs < bestControl.wallMs)) {
      bestControl = {...controlResult, peakRss: Math.max(controlResult.peakRss, bestControl?.peakRss ?? 0)};
    } else if (controlResult) bestControl.peakRss = Math.max(bestControl.peakRss, controlResult.peakRss);
    if (result.code !== 0) {
      console.error(
        `\n${label} build failed (exit ${result.code}):\n${result.output}\n(Pages still missing on a work-in-progress branch? Run with LINKS_CHECK=warn.)`,
      );
      process.exit(1);
    }
    console.log(
      `  this site: ${seconds(result.wallMs)} s wall, ${result.cpuMs === null ? '?' : seconds(result.cpuMs)} s CPU, peak ${gb(result.peakRss)} GB, load ${result.loadAfter.toFixed(1)}, others used ${percent(result.othersShare)} of the CPU`,
    );
    if (!best || result.wallMs < best.wallMs) best = {...result, peakRss: Math.max(result.peakRss, best?.peakRss ?? 0)};
    else best.peakRss = Math.max(best.peakRss, result.peakRss);
  }
  return {site: best, control: bestControl};
}

async function clearDevCaches(side) {
  const {cwd} = devTargets[side];
  const dirs = await firstStartLeftovers(side, cwd);
  await Promise.all(dirs.map((dir) => rm(path.join(cwd, dir), {recursive: true, force: true})));
}

/**
 * The contributor's loop on this site, then on the control, `runs` times: a first start with the generated files and
 * the bundler cache cleared (a fresh clone's `npm start`), then a next start that finds them (every start after).
 * Keeps each side's fastest run of each kind, and every run's ready time: one start of the site and one of the
 * control, back to back, make a pair, and the ratio that counts is the median of the pairs' ratios (single first
 * starts spread by ±10 % here, more than the fastest of a few runs can settle).
 */
async function measureDevServers() {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const env = values['full-dev'] ? {...process.env, FULL_SITE: 'true'} : process.env;
  const best = {first: {site: null, control: null}, next: {site: null, control: null}};
  // Ready time of every run, by run index (null for a run that failed), so that pairs stay aligned.
  const readyRuns = {first: {site: [], control: []}, next: {site: [], control: []}};
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const side of withControl ? ['site', 'control'] : ['site']) {
        for (const start of ['first', 'next']) {
          if (start === 'first') await clearDevCaches(side);
          if (waitIdle) await waitForIdle(waitIdle);
          process.stdout.write(
            `${side === 'site' ? 'this site' : 'control'}: npm start (${start === 'first' ? 'first, caches cleared' : 'next, cache kept'}), run ${run}/${runs} … `,
          );
          const result = await measureDevSession({
            ...devTargets[side],
            port: Number(side === 'site' ? values.port : controlPort),
            browser,
            nice,
            env: side === 'site' ? env : process.env,
          });
          readyRuns[start][side][run - 1] = result.readyMs;
          if (result.readyMs === null) {
            console.error(`\nthe dev server never answered 200:\n${result.output}`);
            continue;
          }
          const show = (ms) => (ms === null ? 'failed' : `${seconds(ms)} s`);
          console.log(
            `ready ${show(result.readyMs)} (CPU ${show(result.readyCpuMs)}), first page ${show(result.firstPageMs)}, edit shown ${show(result.editMs)}, peak ${gb(result.peakRss)} GB, load ${result.load.loadavg.toFixed(1)}, others used ${percent(result.load.othersShare)} of the CPU`,
          );
          if (result.firstPageMs === null || result.editMs === null) console.log(result.output.slice(-1500));
          if (!best[start][side] || result.readyMs < best[start][side].readyMs) best[start][side] = result;
        }
      }
    }
  } finally {
    await browser.close();
  }
  for (const start of ['first', 'next']) best[start].readyRuns = readyRuns[start];
  return best;
}

async function outputFigures(dir = 'build') {
  let pages = 0;
  let bytes = 0;
  async function walk(current) {
    for (const entry of await readdir(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(full);
      else {
        bytes += (await stat(full)).size;
        if (entry.name.endsWith('.html')) pages += 1;
      }
    }
  }
  await walk(dir);
  return {pages, bytes};
}

// Build phases in the order Docusaurus runs them; PerfLogger prints a line when each one ends.
const phaseEnds = [
  ['load site', /\] Build > [^>]+ > Load site - /],
  ['bundling (Rspack client + server)', /\] Build > [^>]+ > Bundling with /],
  ['SSG (static HTML, worker threads)', /\] Build > [^>]+ > SSG - /],
  ['postBuild plugins', /\] Build > [^>]+ > postBuild\(\) - /],
  ['broken links, exit', null],
];

function commandOf(pid) {
  try {
    const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    // "node …/docusaurus build" → "docusaurus build"; "…/pagefind_extended --site …" → "pagefind_extended".
    const named = words.map((word) => path.basename(word));
    return named[0] === 'node' ? named.slice(1, 3).join(' ') : (named[0] ?? '?');
  } catch {
    return '?';
  }
}

/** One cold build, its memory sampled per process and split by phase. */
async function measurePhases() {
  await clearCaches();
  process.stdout.write('cold build with per-phase memory … ');
  const started = performance.now();
  const child = spawn(docusaurus, ['build', '--out-dir', values['out-dir']], {
    env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ends = [];
  let pending = '';
  const onData = (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      const index = phaseEnds.findIndex(([, pattern]) => pattern?.test(line));
      if (index >= 0 && ends[index] === undefined) ends[index] = performance.now() - started;
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const samples = [];
  const commands = new Map();
  const timer = setInterval(() => {
    const tree = treeProcesses(child.pid);
    for (const {pid} of tree) if (!commands.has(pid)) commands.set(pid, commandOf(pid));
    samples.push({at: performance.now() - started, tree});
  }, 200);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const wallMs = performance.now() - started;
  console.log(`${seconds(wallMs)} s, exit ${code}`);
  if (code !== 0) return null;
  const phaseOf = (at) => {
    const index = phaseEnds.findIndex((_, i) => ends[i] !== undefined && at <= ends[i]);
    return index < 0 ? phaseEnds.length - 1 : index;
  };
  const phases = phaseEnds.map(([name], index) => ({name, index, startMs: null, endMs: null, peak: null}));
  for (const sample of samples) {
    const phase = phases[phaseOf(sample.at)];
    phase.startMs ??= sample.at;
    phase.endMs = sample.at;
    const total = sample.tree.reduce((sum, {rss}) => sum + rss, 0);
    if (!phase.peak || total > phase.peak.total) phase.peak = {total, at: sample.at, tree: sample.tree};
  }
  return {wallMs, phases: phases.filter((phase) => phase.peak), commands};
}

function phaseTable(result) {
  const nameOf = ({pid}) => result.commands.get(pid) ?? String(pid);
  const largest = (tree) => {
    const [first, second] = [...tree].sort((a, b) => b.rss - a.rss);
    const next = second ? `; next ${nameOf(second)} ${gb(second.rss)} GB` : '';
    return `${nameOf(first)} ${gb(first.rss)} GB${next}`;
  };
  return [
    '| Phase | From – to (s) | Peak RSS of the tree | At (s) | Largest processes at that peak |',
    '|---|---|---|---|---|',
    ...result.phases.map(
      (phase) =>
        `| ${phase.name} | ${seconds(phase.startMs)} – ${seconds(phase.endMs)} | ${gb(phase.peak.total)} GB | ${seconds(phase.peak.at)} | ${largest(phase.peak.tree)} |`,
    ),
  ].join('\n');
}

const status = (ok, busyShare) =>
  ok ? 'ok' : busyShare !== null && busyShare > 0.25 ? 'OVER (machine busy: re-run when idle)' : 'OVER';

console.log(
  `${cpuCount()} CPU cores, load average ${loadAverage().toFixed(2)} at start${nice ? `, commands run with nice -n ${nice}` : ''}`,
);
if (withControl) ensureControlSite({build: false});
async function measureAll() {
  const cold = values['skip-build'] ? null : await measureBuild('cold', {cold: true});
  const warm = values['skip-build'] ? null : await measureBuild('warm', {cold: false});
  const output = values['skip-build'] ? null : await outputFigures(values['out-dir']);
  const dev = values['skip-dev'] ? null : await measureDevServers();
  const phased = values.phases ? await measurePhases() : null;
  return {cold, warm, output, dev, phased};
}
// The control is measured as the plain template: without the article that only the blog post pair needs.
const {cold, warm, output, dev, phased} = withControl ? await withPlainTemplate(measureAll) : await measureAll();

const load = (run) =>
  run
    ? `load ${(run.loadAfter ?? run.load?.loadavg ?? NaN).toFixed(1)}, others ${percent(run.othersShare ?? run.load?.othersShare ?? null)}`
    : '—';
const cpu = (run) => (run?.cpuMs ? `${seconds(run.cpuMs)} s` : '—');
const sec = (ms) => (ms === null || ms === undefined ? '—' : `${seconds(ms)} s`);
const rows = [];
if (cold) {
  rows.push(
    [
      'Cold production build',
      sec(cold.site.wallMs),
      sec(cold.control?.wallMs),
      formatRatio(ratio(cold.site.wallMs, cold.control?.wallMs)),
      `≤ ${budgets.coldSeconds} s`,
      status(cold.site.wallMs <= budgets.coldSeconds * 1000, cold.site.othersShare),
      `${cpu(cold.site)} / ${cpu(cold.control)}`,
      `${load(cold.site)}; ${load(cold.control)}`,
    ],
    [
      'Cold build peak memory (sum RSS of the tree)',
      `${gb(cold.site.peakRss)} GB`,
      cold.control ? `${gb(cold.control.peakRss)} GB` : '—',
      formatRatio(ratio(cold.site.peakRss, cold.control?.peakRss)),
      `≤ ${budgets.coldPeakGb} GB`,
      status(cold.site.peakRss <= budgets.coldPeakGb * 1024 ** 3, null),
      '—',
      '—',
    ],
    [
      'Warm rebuild (persistent cache)',
      sec(warm.site.wallMs),
      sec(warm.control?.wallMs),
      formatRatio(ratio(warm.site.wallMs, warm.control?.wallMs)),
      `≤ ${budgets.warmSeconds} s`,
      status(warm.site.wallMs <= budgets.warmSeconds * 1000, warm.site.othersShare),
      `${cpu(warm.site)} / ${cpu(warm.control)}`,
      `${load(warm.site)}; ${load(warm.control)}`,
    ],
    [
      'Warm rebuild peak memory',
      `${gb(warm.site.peakRss)} GB`,
      warm.control ? `${gb(warm.control.peakRss)} GB` : '—',
      formatRatio(ratio(warm.site.peakRss, warm.control?.peakRss)),
      '—',
      '—',
      '—',
      '—',
    ],
  );
}
if (dev) {
  const readyRow = (label, pair) => {
    // With several runs, the median of the per-run pairs' ratios (listed); with one, the one pair's.
    const pairRatios = pairedRatios(pair.readyRuns?.site ?? [], pair.readyRuns?.control ?? []);
    const readyRatio = pairRatios.length > 1 ? median(pairRatios) : ratio(pair.site?.readyMs, pair.control?.readyMs);
    return [
      label,
      sec(pair.site?.readyMs),
      sec(pair.control?.readyMs),
      pairRatios.length > 1
        ? `${formatRatio(readyRatio)} (median of ${pairRatios.length} pairs: ${pairRatios.map((value) => value.toFixed(2)).join(', ')})`
        : formatRatio(readyRatio),
      `≤ ${budgets.devReadyRatio}× control`,
      Number.isFinite(readyRatio) ? status(readyRatio <= budgets.devReadyRatio, null) : '—',
      `${sec(pair.site?.readyCpuMs)} / ${sec(pair.control?.readyCpuMs)}`,
      `${load(pair.site)}; ${load(pair.control)}`,
    ];
  };
  // First page and edit: from the next start, the loop a contributor repeats all day.
  const loop = dev.next;
  rows.push(
    readyRow('`npm start` ready, first start (caches cleared; first 200 on /)', dev.first),
    readyRow('`npm start` ready, next start (bundler cache kept)', dev.next),
    [
      'First page shown after that (docs page heading)',
      sec(loop.site?.firstPageMs),
      sec(loop.control?.firstPageMs),
      formatRatio(ratio(loop.site?.firstPageMs, loop.control?.firstPageMs)),
      `≤ ${budgets.firstPageSeconds} s`,
      loop.site?.firstPageMs
        ? status(loop.site.firstPageMs <= budgets.firstPageSeconds * 1000, loop.site.load.othersShare)
        : '—',
      '—',
      '—',
    ],
    [
      'MDX edit shown on the open page',
      sec(loop.site?.editMs),
      sec(loop.control?.editMs),
      formatRatio(ratio(loop.site?.editMs, loop.control?.editMs)),
      `≤ ${budgets.editSeconds} s`,
      loop.site?.editMs ? status(loop.site.editMs <= budgets.editSeconds * 1000, loop.site.load.othersShare) : '—',
      '—',
      '—',
    ],
    [
      'Dev server peak memory (first start)',
      dev.first.site ? `${gb(dev.first.site.peakRss)} GB` : '—',
      dev.first.control ? `${gb(dev.first.control.peakRss)} GB` : '—',
      formatRatio(ratio(dev.first.site?.peakRss, dev.first.control?.peakRss)),
      '—',
      '—',
      '—',
      '—',
    ],
  );
}
if (output) {
  rows.push(
    [`HTML pages in ${values['out-dir']}`, String(output.pages), '—', '—', '—', '—', '—', '—'],
    [`Size of ${values['out-dir']}`, `${mb(output.bytes)} MB`, '—', '—', '—', '—', '—', '—'],
  );
}
const table = [
  "| Figure | This site | Control (create-docusaurus classic) | Ratio | Budget | Status | CPU time (site / control) | Load, others' CPU share (site; control) |",
  '|---|---|---|---|---|---|---|---|',
  ...rows.map((cells) => `| ${cells.join(' | ')} |`),
].join('\n');
const busiest = Math.max(
  cold?.site.othersShare ?? 0,
  warm?.site.othersShare ?? 0,
  dev?.first.site?.load.othersShare ?? 0,
  dev?.next.site?.load.othersShare ?? 0,
);
const note =
  busiest > 0.25
    ? `Other processes used up to ${percent(busiest)} of the CPU during these runs: wall times are inflated, and the ratios to the control (measured right after, under a similar load) are the figures to compare. CPU time is the steadier absolute figure; alone on this ${cpuCount()}-core machine a build would take between CPU time / ${cpuCount()} and CPU time.`
    : 'The machine was mostly idle during these runs.';
const stamp = `Measured ${new Date().toISOString()} on ${cpuCount()} cores (${process.platform} ${process.arch}), Node ${process.version}, fastest of ${runs} run(s) per side (the dev server's ready ratios: median of the runs' pairs when there are several), this site and the control in turn, load average ${loadAverage().toFixed(2)} at the end${nice ? `, nice -n ${nice}` : ''}${process.env.LINKS_CHECK ? `, LINKS_CHECK=${process.env.LINKS_CHECK}` : ''}; the dev server ${values['full-dev'] ? 'with FULL_SITE=true (every version and section)' : `with its development defaults (Canary and community docs, pages; README "Run it")${process.env.WITH_BLOG === 'true' ? ' and WITH_BLOG=true' : ''}`}.`;
const phaseSection = phased
  ? `\n\nMemory by build phase (one more cold build, DOCUSAURUS_PERF_LOGGER=true, ${seconds(phased.wallMs)} s; SSG worker threads count in the docusaurus process):\n\n${phaseTable(phased)}`
  : '';
console.log(`\n${table}\n\n${note}\n${stamp}${phaseSection}`);
if (values.write) {
  await writeFile(
    values.write,
    `# Build benchmark\n\n${stamp}\n\n${table}\n\n${note}${phaseSection}\n\nRe-run with \`npm run bench -- --write ${values.write}\`.\n`,
  );
  console.log(`wrote ${values.write}`);
}
