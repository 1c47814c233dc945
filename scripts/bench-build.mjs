#!/usr/bin/env node
// How fast the site builds on this machine: cold production build (caches cleared), warm
// rebuild (Rspack persistent cache kept), dev-server ready time (first 200 on /), page count
// and output size, each next to its budget. Prints figures; never fails on time.
// Shared machines: every run also reports its CPU time and the CPU share other processes
// took meanwhile; `--runs N` keeps the fastest of N runs, `--wait-idle S` waits up to S
// seconds for a quiet machine before each measurement.
// The build inherits the environment (e.g. LINKS_CHECK=warn on a branch with pages still missing).
// `--phases` adds one more cold build that samples the memory of every process of the tree every
// 200 ms and splits the figures by build phase (load, bundling, SSG, postBuild), from the phase ends
// that Docusaurus logs with DOCUSAURUS_PERF_LOGGER=true: which phase peaks, and in which process.
// Usage: node scripts/bench-build.mjs [--runs 1] [--wait-idle 0] [--skip-dev] [--port 3211]
//        [--nice 10] [--out-dir build] [--phases] [--write reports/bench-build.md]
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {readdir, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {cpuCount, loadAverage, runMeasured, treeProcesses, waitForIdle} from './lib/measure-process.mjs';

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '1'},
    'wait-idle': {type: 'string', default: '0'},
    'skip-dev': {type: 'boolean', default: false},
    port: {type: 'string', default: process.env.E2E_PORT ?? '3211'},
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

// Issue #21's goals for this 2-core machine.
const budgets = {coldSeconds: 45, coldPeakGb: 2, warmSeconds: 20, devReadySeconds: 20};

const seconds = (ms) => (ms / 1000).toFixed(1);
const gb = (bytes) => (bytes / 1024 ** 3).toFixed(2);
const mb = (bytes) => (bytes / 1024 ** 2).toFixed(1);
const percent = (share) => (share === null ? '?' : `${Math.round(share * 100)} %`);

async function clearCaches() {
  // What `npm run clear` removes: .docusaurus, build, node_modules/.cache and the changelog's generated posts.
  await Promise.all(
    ['.docusaurus', values['out-dir'], 'node_modules/.cache', 'changelog/.generated'].map((dir) =>
      rm(dir, {recursive: true, force: true}),
    ),
  );
}

async function measureBuild(label, {cold}) {
  let best = null;
  for (let run = 1; run <= runs; run += 1) {
    if (waitIdle) await waitForIdle(waitIdle);
    if (cold) await clearCaches();
    process.stdout.write(`${label} build, run ${run}/${runs} … `);
    const result = await runMeasured(docusaurus, ['build', '--out-dir', values['out-dir']], {nice});
    if (result.code !== 0) {
      console.error(`\n${label} build failed (exit ${result.code}):\n${result.output}\n(Pages still missing on a work-in-progress branch? Run with LINKS_CHECK=warn.)`);
      process.exit(1);
    }
    console.log(`${seconds(result.wallMs)} s wall, ${result.cpuMs === null ? '?' : seconds(result.cpuMs)} s CPU, others used ${percent(result.othersShare)} of the CPU`);
    if (!best || result.wallMs < best.wallMs) best = {...result, peakRss: Math.max(result.peakRss, best?.peakRss ?? 0)};
    else best.peakRss = Math.max(best.peakRss, result.peakRss);
  }
  return best;
}

async function measureDevServer() {
  const url = `http://127.0.0.1:${values.port}/`;
  let best = null;
  for (let run = 1; run <= runs; run += 1) {
    if (waitIdle) await waitForIdle(waitIdle);
    process.stdout.write(`dev server, run ${run}/${runs} … `);
    const result = await runMeasured(
      docusaurus,
      ['start', '--no-open', '--port', values.port, '--host', '127.0.0.1'],
      {
        nice,
        timeoutMs: 5 * 60_000,
        isReady: async () => {
          try {
            const response = await fetch(url, {signal: AbortSignal.timeout(2000)});
            return response.status === 200;
          } catch {
            return false;
          }
        },
      },
    );
    if (result.readyMs === null) {
      console.error(`\ndev server never answered 200 on ${url}:\n${result.output}`);
      return null;
    }
    console.log(`${seconds(result.readyMs)} s, others used ${percent(result.othersShare)} of the CPU`);
    if (!best || result.readyMs < best.readyMs) best = result;
  }
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
    return named[0] === 'node' ? named.slice(1, 3).join(' ') : named[0] ?? '?';
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

console.log(`${cpuCount()} CPU cores, load average ${loadAverage().toFixed(2)} at start${nice ? `, commands run with nice -n ${nice}` : ''}`);
const cold = await measureBuild('cold', {cold: true});
const warm = await measureBuild('warm', {cold: false});
const output = await outputFigures(values['out-dir']);
const dev = values['skip-dev'] ? null : await measureDevServer();
const phased = values.phases ? await measurePhases() : null;

const rows = [
  ['Cold production build', `${seconds(cold.wallMs)} s`, `≤ ${budgets.coldSeconds} s`, status(cold.wallMs <= budgets.coldSeconds * 1000, cold.othersShare), cold],
  ['Cold build peak memory (sum RSS of the tree)', `${gb(cold.peakRss)} GB`, `≤ ${budgets.coldPeakGb} GB`, status(cold.peakRss <= budgets.coldPeakGb * 1024 ** 3, null), null],
  ['Warm rebuild (persistent cache)', `${seconds(warm.wallMs)} s`, `≤ ${budgets.warmSeconds} s`, status(warm.wallMs <= budgets.warmSeconds * 1000, warm.othersShare), warm],
  ['Warm rebuild peak memory', `${gb(warm.peakRss)} GB`, '—', '—', null],
  ['Warm / cold ratio', `${(warm.wallMs / cold.wallMs).toFixed(2)}`, '—', '—', null],
  dev
    ? ['`docusaurus start` ready (first 200 on /)', `${seconds(dev.readyMs)} s`, `≤ ${budgets.devReadySeconds} s`, status(dev.readyMs <= budgets.devReadySeconds * 1000, dev.othersShare), dev]
    : ['`docusaurus start` ready', 'not measured', `≤ ${budgets.devReadySeconds} s`, '—', null],
  [`HTML pages in ${values['out-dir']}`, String(output.pages), '—', '—', null],
  [`Size of ${values['out-dir']}`, `${mb(output.bytes)} MB`, '—', '—', null],
];
const table = [
  '| Figure | Value | Budget | Status | CPU time | Others\' CPU share |',
  '|---|---|---|---|---|---|',
  ...rows.map(([name, value, budget, state, run]) =>
    `| ${name} | ${value} | ${budget} | ${state} | ${run?.cpuMs ? `${seconds(run.cpuMs)} s` : '—'} | ${run ? percent(run.othersShare) : '—'} |`,
  ),
].join('\n');
const busiest = Math.max(cold.othersShare ?? 0, warm.othersShare ?? 0, dev?.othersShare ?? 0);
const note =
  busiest > 0.25
    ? `Other processes used up to ${percent(busiest)} of the CPU during these runs: wall times are inflated. CPU time is the steadier figure; alone on this ${cpuCount()}-core machine a build would take between CPU time / ${cpuCount()} and CPU time.`
    : 'The machine was mostly idle during these runs.';
const stamp = `Measured ${new Date().toISOString()} on ${cpuCount()} cores (${process.platform} ${process.arch}), Node ${process.version}, fastest of ${runs} run(s), load average ${loadAverage().toFixed(2)} at the end${nice ? `, nice -n ${nice}` : ''}${process.env.LINKS_CHECK ? `, LINKS_CHECK=${process.env.LINKS_CHECK}` : ''}.`;
const phaseSection = phased
  ? `\n\nMemory by build phase (one more cold build, DOCUSAURUS_PERF_LOGGER=true, ${seconds(phased.wallMs)} s; SSG worker threads count in the docusaurus process):\n\n${phaseTable(phased)}`
  : '';
console.log(`\n${table}\n\n${note}\n${stamp}${phaseSection}`);
if (values.write) {
  await writeFile(values.write, `# Build benchmark\n\n${stamp}\n\n${table}\n\n${note}${phaseSection}\n\nRe-run with \`npm run bench -- --write ${values.write}\`.\n`);
  console.log(`wrote ${values.write}`);
}
