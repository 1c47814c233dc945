#!/usr/bin/env node
// Compares the main-thread blocking of one page across builds: Chromium at 4× CPU slowdown with a phone viewport
// (as Lighthouse's mobile preset), the long tasks the browser reports from navigation until 3 s after hydration,
// summed as Total Blocking Time sums them (each task's time over 50 ms). Builds are run in turn, run after run, so
// that a busy moment of a shared machine hits all of them alike. Prints figures; never fails.
// Usage: node scripts/blocking-time.mjs /docs/installation/ build /tmp/other-build [--runs 8]
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {startNginx} from './lib/nginx.mjs';

const {values, positionals} = parseArgs({allowPositionals: true, options: {runs: {type: 'string', default: '8'}}});
const [pagePath, ...dirs] = positionals;
if (!pagePath || dirs.length === 0) {
  console.error('usage: node scripts/blocking-time.mjs <path> <build dir> [<build dir> ...] [--runs 8]');
  process.exit(2);
}
const servers = await Promise.all(dirs.map((dir) => startNginx({dir})));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const blocking = dirs.map(() => []);
for (let run = 0; run < Number(values.runs); run++) {
  for (const [index, {url}] of servers.entries()) {
    const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true});
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({type: 'longtask', buffered: true});
    });
    await page.goto(url + pagePath);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForTimeout(3000);
    const tasks = await page.evaluate(() => window.__longTasks);
    blocking[index].push(Math.round(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)));
    await context.close();
  }
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
for (const [index, dir] of dirs.entries()) {
  console.log(`${dir}: blocking time ${median(blocking[index])} ms (median of ${blocking[index].length}; runs ${blocking[index].join(', ')})`);
}
await browser.close();
for (const {server} of servers) server.close();
