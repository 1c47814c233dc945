// What a contributor waits for with `npm start`: the dev server's first answer, the first page shown in a browser
// after that, and an edit of a Markdown/MDX file showing on the open page (hot reload). Used by bench-build.mjs on
// this site and on the plain control site alike, one after the other. The edited file is restored in every case.
import {spawn} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {treeUsage} from './measure-process.mjs';
import {watchLoad} from './control-site.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a fresh clone does not have, relative to `cwd`, so a first start measured after deleting them is a fresh
 * clone's: the generated files and every cache in node_modules/.cache, as `npm run clear` removes them. On this site
 * that includes jiti's compiled config and plugins, the blog's reading times and the changelog's generated posts, not
 * only the bundler's cache. Installs kept there are not caches of the site's work and stay (`keptInstalls`).
 * @param {'site' | 'control'} side
 * @param {string} cwd
 * @returns {Promise<string[]>}
 */
export async function firstStartLeftovers(side, cwd) {
  if (side === 'control') return ['.docusaurus', 'node_modules/.cache'];
  const cacheEntries = await readdir(path.join(cwd, 'node_modules/.cache')).catch(() => []);
  return [
    '.docusaurus',
    'changelog/.generated',
    ...cacheEntries.filter((entry) => !keptInstalls.has(entry)).map((entry) => `node_modules/.cache/${entry}`),
  ];
}

/**
 * Entries of node_modules/.cache that are installs, not caches: the control site of an older layout, and the
 * Docusaurus versions that `scripts/install-docs-versions.mjs` downloads (~1 GB) for the docs examples test.
 */
const keptInstalls = new Set(['control-site', 'docusaurus-versions']);

async function answers(url) {
  try {
    const response = await fetch(url, {signal: AbortSignal.timeout(2000)});
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * @param {{cwd: string, port: number, pagePath: string, editFile: string, browser: import('@playwright/test').Browser,
 *   env?: NodeJS.ProcessEnv, nice?: number, timeoutMs?: number}} options
 * @returns {Promise<{readyMs: number|null, readyCpuMs: number|null, firstPageMs: number|null, editMs: number|null, peakRss: number, load: {loadavg: number, othersShare: number}, output: string}>}
 */
export async function measureDevSession({
  cwd,
  port,
  pagePath,
  editFile,
  browser,
  env = process.env,
  nice = 0,
  timeoutMs = 5 * 60_000,
}) {
  const docusaurus = path.join(cwd, 'node_modules/.bin/docusaurus');
  const argv = [
    ...(nice ? ['nice', '-n', String(nice)] : []),
    docusaurus,
    'start',
    '--no-open',
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
  ];
  const watch = watchLoad();
  const started = performance.now();
  const child = spawn(argv[0], argv.slice(1), {cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, treeUsage(child.pid).rss);
  }, 250);
  const original = readFileSync(editFile, 'utf8');
  const result = {readyMs: null, readyCpuMs: null, firstPageMs: null, editMs: null};
  let context = null;
  try {
    const base = `http://127.0.0.1:${port}`;
    while (performance.now() - started < timeoutMs && child.exitCode === null) {
      if (await answers(`${base}/`)) {
        result.readyMs = performance.now() - started;
        // CPU time of the server's process tree until then: the figure a busy machine sways least.
        result.readyCpuMs = treeUsage(child.pid).cpuMs;
        break;
      }
      await sleep(200);
    }
    if (result.readyMs === null) return {...result, peakRss, load: watch.stop(), output};

    // First page: from asking for it until its heading is on screen (the dev server renders in the browser).
    context = await browser.newContext();
    const page = await context.newPage();
    const asked = performance.now();
    await page.goto(base + pagePath, {timeout: 120_000});
    await page.locator('article h1, main h1').first().waitFor({state: 'visible', timeout: 120_000});
    result.firstPageMs = performance.now() - asked;

    // Edit: a new paragraph at the end of the page's source, until the open page shows it.
    const marker = `Dev server edit check ${Date.now()}`;
    const edited = performance.now();
    writeFileSync(editFile, `${original.trimEnd()}\n\n${marker}\n`);
    await page.getByText(marker).waitFor({state: 'visible', timeout: 60_000});
    result.editMs = performance.now() - edited;
  } catch (error) {
    output += `\n${error instanceof Error ? error.message : String(error)}`;
  } finally {
    writeFileSync(editFile, original);
    clearInterval(sampler);
    await context?.close();
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await Promise.race([new Promise((resolve) => child.once('close', resolve)), sleep(5000)]);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  return {...result, peakRss, load: watch.stop(), output};
}
