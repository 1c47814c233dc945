#!/usr/bin/env node
// Main-thread blocking of this site's pages against the plain Docusaurus site (scripts/lib/control-site.mjs), page
// kind by page kind: Chromium at 4× CPU slowdown with a phone viewport (as Lighthouse's mobile preset), the long
// tasks the browser reports from navigation until 3 s after hydration, summed as Total Blocking Time sums them (each
// task's time over 50 ms). Every round loads each page of this site and then its control page back to back, so a busy
// moment of the shared machine weighs on both; the figure that counts is the ratio, against the issue #30 goals
// (≤ 1.0 on docs pages and blog pages, ≤ 0.8 on the home page). Each row carries the machine's load during its runs.
// Blocking time is wall time, so on a busy machine it also counts the moments other processes held the CPU. Each
// round therefore loads every page a second time without slowdown and traces it: the main thread's own CPU time per
// task (the trace's thread time, navigation to 3 s after hydration), summed ("main-thread CPU"), and scaled by 4 and
// summed over 50 ms as TBT does ("CPU blocking time", the 4× phone estimate Lighthouse's simulation also makes), which
// the load sways much less than wall time. (The slowdown cannot be kept there: Chromium's throttling counts as thread
// time.)
// More build folders (e.g. a build of an older commit) can be compared in the same rounds: `--dir build --dir /tmp/b`.
// `--profile <folder>` also records one CPU profile (4× slowdown, navigation to 3 s after hydration) per page and
// site, for chrome://inspect or `--summary`; `--summary` prints the functions and scripts with the most self time.
// Usage: node scripts/blocking-time.mjs [--runs 5] [--path /docs/installation/ ...] [--dir build ...]
//        [--no-control] [--profile /tmp/profiles] [--write reports/blocking-time.md]
//        (old form, still accepted: node scripts/blocking-time.mjs /docs/installation/ build /tmp/other-build)
import {mkdirSync, writeFileSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {startNginx} from './lib/nginx.mjs';
import {chromiumLaunchOptions} from './lib/chromium.mjs';
import {
  describeLoad,
  ensureControlSite,
  formatRatio,
  median,
  pagePairs,
  ratio,
  watchLoad,
} from './lib/control-site.mjs';
import {summarizeProfile} from './lib/cpu-profile.mjs';
import {ratioGoals} from './lib/ratio-goals.mjs';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    runs: {type: 'string', default: '5'},
    path: {type: 'string', multiple: true},
    dir: {type: 'string', multiple: true},
    'no-control': {type: 'boolean', default: false},
    profile: {type: 'string'},
    summary: {type: 'boolean', default: false},
    write: {type: 'string'},
  },
});

const defaultKinds = Object.keys(ratioGoals);

const [positionalPath, ...positionalDirs] = positionals;
const sitePaths =
  values.path ??
  (positionalPath ? [positionalPath] : pagePairs.filter((p) => defaultKinds.includes(p.kind)).map((p) => p.site));
const dirs = values.dir ?? (positionalDirs.length ? positionalDirs : ['build']);
const runs = Math.max(1, Number(values.runs));
const withControl = !values['no-control'];

const control = withControl ? ensureControlSite() : null;
const sites = [
  ...(await Promise.all(dirs.map(async (dir) => ({label: dir, isControl: false, ...(await startNginx({dir}))})))),
  ...(control
    ? [{label: 'control (create-docusaurus classic)', isControl: true, ...(await startNginx({dir: control.buildDir}))}]
    : []),
];
const pages = sitePaths.map((sitePath) => {
  const pair = pagePairs.find((p) => p.site === sitePath);
  return {kind: pair?.kind ?? sitePath, sitePath, controlPath: pair?.control ?? null};
});

const browser = await chromium.launch(chromiumLaunchOptions);

/** A new browser context with a mid-range phone's viewport, its page and a CDP session on it. */
async function openPhonePage() {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  return {context, page, cdp: await context.newCDPSession(page)};
}

/**
 * Loads one page without slowdown, tracing it; returns the main thread's CPU time (ms) until 3 s after hydration, and
 * its blocking time estimated at 4× from each task's CPU time.
 */
async function measureCpu(url) {
  const {context, page, cdp} = await openPhonePage();
  const events = [];
  cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {categories: 'disabled-by-default-devtools.timeline', transferMode: 'ReportEvents'});
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  // The renderer's main thread is the one that ran the most task time.
  const perThread = new Map();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    const thread = `${event.pid}:${event.tid}`;
    perThread.set(thread, (perThread.get(thread) ?? 0) + event.dur);
  }
  const [mainThread] = [...perThread].sort((a, b) => b[1] - a[1])[0] ?? [];
  const taskCpuMs = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && `${event.pid}:${event.tid}` === mainThread)
    .map((event) => (event.tdur ?? 0) / 1000);
  return {
    cpuMs: Math.round(taskCpuMs.reduce((sum, ms) => sum + ms, 0)),
    cpuBlockingMs: Math.round(taskCpuMs.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0)),
  };
}

/** Loads one page at 4× CPU; returns its blocking time (ms) and, when asked, its CPU profile. */
async function measure(url, {profile = false} = {}) {
  const {context, page, cdp} = await openPhonePage();
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 200});
    await cdp.send('Profiler.start');
  }
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) =>
      window.__longTasks.push(...list.getEntries().map((entry) => entry.duration)),
    ).observe({type: 'longtask', buffered: true});
  });
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
  await page.waitForTimeout(3000);
  const tasks = await page.evaluate(() => window.__longTasks);
  const cpuProfile = profile ? (await cdp.send('Profiler.stop')).profile : null;
  await context.close();
  return {blockingMs: Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)), cpuProfile};
}

// results[pageIndex][siteIndex] = [{blockingMs, load}]
const results = pages.map(() => sites.map(() => []));
for (let run = 0; run < runs; run += 1) {
  for (const [pageIndex, page] of pages.entries()) {
    for (const [siteIndex, site] of sites.entries()) {
      const pagePath = site.isControl ? page.controlPath : page.sitePath;
      if (!pagePath) continue;
      const watch = watchLoad();
      const {blockingMs} = await measure(site.url + pagePath);
      const {cpuMs, cpuBlockingMs} = await measureCpu(site.url + pagePath);
      results[pageIndex][siteIndex].push({blockingMs, cpuMs, cpuBlockingMs, load: watch.stop()});
    }
  }
  process.stdout.write(`round ${run + 1}/${runs} done (load ${os.loadavg()[0].toFixed(1)})\n`);
}

if (values.profile) {
  mkdirSync(values.profile, {recursive: true});
  for (const page of pages) {
    for (const site of sites) {
      const pagePath = site.isControl ? page.controlPath : page.sitePath;
      if (!pagePath) continue;
      const {cpuProfile} = await measure(site.url + pagePath, {profile: true});
      const name = `${site.isControl ? 'control' : path.basename(site.label)}${pagePath.replaceAll('/', '_')}.cpuprofile`;
      writeFileSync(path.join(values.profile, name), JSON.stringify(cpuProfile));
      console.log(`profile: ${path.join(values.profile, name)}`);
      if (values.summary) console.log(summarizeProfile(cpuProfile, {top: 25}));
    }
  }
}
await browser.close();
for (const site of sites) site.server.close();

const controlIndex = sites.findIndex((site) => site.isControl);
const header = `| Page kind | ${sites.map((s) => `${s.label}: path, blocking time median (runs); CPU blocking time; main-thread CPU`).join(' | ')} |${controlIndex >= 0 ? ` ${dirs.map((d) => `Blocking ratio ${d} / control`).join(' | ')} | ${dirs.map((d) => `CPU blocking ratio ${d} / control`).join(' | ')} | Goal | ${dirs.map((d) => `CPU ratio ${d} / control`).join(' | ')} |` : ''} Load (median) |`;
const separator = `|${'---|'.repeat(1 + sites.length + (controlIndex >= 0 ? 3 * dirs.length + 1 : 0) + 1)}`;
const missed = [];
const rows = pages.map((page, pageIndex) => {
  const cells = sites.map((site, siteIndex) => {
    const list = results[pageIndex][siteIndex];
    if (!list.length) return '—';
    const pagePath = site.isControl ? page.controlPath : page.sitePath;
    return `${pagePath} **${median(list.map((r) => r.blockingMs))} ms** (${list.map((r) => r.blockingMs).join(', ')}); CPU blocking ${median(list.map((r) => r.cpuBlockingMs))} ms (${list.map((r) => r.cpuBlockingMs).join(', ')}); CPU ${median(list.map((r) => r.cpuMs))} ms`;
  });
  /** This page's median of one figure for a site, divided by the control's median of it (no control: no ratios). */
  const ratiosOf = (figure) =>
    controlIndex < 0
      ? []
      : dirs.map((_, siteIndex) =>
          ratio(
            median(results[pageIndex][siteIndex].map((r) => r[figure])),
            median(results[pageIndex][controlIndex].map((r) => r[figure])),
          ),
        );
  const ratios = ratiosOf('blockingMs').map((value, siteIndex) => {
    const goal = ratioGoals[page.kind];
    if (siteIndex === 0 && goal !== undefined && !(value <= goal))
      missed.push(`${page.kind} ${formatRatio(value)} > ${goal}`);
    return formatRatio(value);
  });
  const cpuBlockingRatios = ratiosOf('cpuBlockingMs').map(formatRatio);
  const cpuRatios = ratiosOf('cpuMs').map(formatRatio);
  const goal = ratioGoals[page.kind] === undefined ? '—' : `≤ ${ratioGoals[page.kind]}`;
  const load = describeLoad(results[pageIndex].flat().map((r) => r.load));
  return `| ${page.kind} | ${cells.join(' | ')} |${controlIndex >= 0 ? ` ${ratios.join(' | ')} | ${cpuBlockingRatios.join(' | ')} | ${goal} | ${cpuRatios.join(' | ')} |` : ''} ${load} |`;
});
const stamp = `Measured ${new Date().toISOString()} on ${os.cpus().length} cores, load average ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(
    ' / ',
  )} at the end; Chromium at 4× CPU slowdown, 412×823 phone viewport; blocking time = sum over long tasks of their time above 50 ms, from navigation to 3 s after hydration; CPU blocking time = the same sum over each task's own CPU time × 4, and main-thread CPU = the sum of the tasks' CPU time, both from a second load without slowdown, traced; median of ${runs} interleaved round(s). Ratio = median of this site / median of the control.`;
const verdict =
  controlIndex < 0 ? '' : missed.length ? `Goals missed: ${missed.join('; ')}.` : 'Every ratio meets its goal.';
const report = `${stamp}\n\n${header}\n${separator}\n${rows.join('\n')}\n\n${verdict}\n`;
console.log(`\n${report}`);
if (values.write) {
  await writeFile(
    values.write,
    `# Blocking time against the plain Docusaurus site\n\n${report}\nRe-run with \`npm run blocking-time -- --write ${values.write}\` after \`npm run build\`.\n`,
  );
  console.log(`wrote ${values.write}`);
}
