/**
 * Replaces @docusaurus/core/lib/client/docusaurus.js (the `window.docusaurus` object that
 * <Link> calls) in the browser bundle. Same API. Prefetching a path whose route shard is not
 * loaded yet only prefetches the shard file (no code runs); preloading (hover, click) loads
 * the shard, then the page's chunks. Prefetching waits for idle time (see queueWhenIdle).
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import prefetchAsset from '@docusaurus/core/lib/client/prefetch';
import flat from '@docusaurus/core/lib/client/flat';
import {whenIdle, type IdleDeadline} from '@site/src/utils/whenIdle';
import preloadPath from './preload';
import {pendingShardChunks} from './shards';

// Bundler runtime: public path and chunk id → file name. The plugin makes chunk ids equal
// chunk names, so no name → id table (Docusaurus's `gca` runtime function) is needed.
declare const __webpack_require__: {p: string; u: (chunkId: string) => string};

/** URL of a chunk's file, or undefined when the bundler merged the chunk into another one. */
function chunkUrl(chunkName: string): string | undefined {
  const file = __webpack_require__.u(chunkName);
  return file.includes('undefined') ? undefined : __webpack_require__.p + file;
}

/**
 * Files the browser has fetched or been asked to prefetch, as absolute URLs. Pages share most of their chunks (layout,
 * sidebar, doc item), and core's prefetch helper adds a `<link rel="prefetch">` for every chunk of every route asked:
 * a docs page on a phone added 49 links for 10 files, mostly the chunks the page itself had just run (≈ 0.3 ms of
 * main thread each).
 */
let fetchedUrls: Set<string> | null = null;

function knownFetchedUrls(): Set<string> {
  if (fetchedUrls) return fetchedUrls;
  const urls = new Set<string>();
  fetchedUrls = urls;
  if (typeof performance !== 'undefined' && typeof PerformanceObserver !== 'undefined') {
    for (const entry of performance.getEntriesByType('resource')) urls.add(entry.name);
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) urls.add(entry.name);
      }).observe({type: 'resource'});
    } catch {
      // Without the observer, files fetched later are prefetched again: a hint the HTTP cache answers.
    }
  }
  return urls;
}

/** Chunk names already asked for: every route of a section shares its layout chunks. */
const askedChunks = new Set<string>();

/**
 * Prefetches one chunk unless the browser has fetched or been asked for its file. Finding the file name costs
 * ≈ 0.6 ms at 4× CPU slowdown (the bundler's chunk → hash table is an object literal built on each call), and
 * inserting the link 0.3–2 ms, so each chunk is a step of its own in the idle queue.
 */
function prefetchChunk(name: string): Promise<void> {
  const url = chunkUrl(name);
  if (!url) return Promise.resolve();
  const absoluteUrl = new URL(url, window.location.href).href;
  const fetched = knownFetchedUrls();
  if (fetched.has(absoluteUrl)) return Promise.resolve();
  fetched.add(absoluteUrl);
  return prefetchAsset(url);
}

const prefetched = new Set<string>();
const preloaded = new Set<string>();

const onSlowConnection = () =>
  Boolean(navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData);

/**
 * Keys of `routesChunkNames` by route path, rebuilt when a shard has added routes (it adds their entries to the same
 * map). Only the keys are indexed; a path's chunk names are flattened when it is asked for (flattening every entry
 * took ≈ 8 ms on the blog list).
 */
let keysByPath: Map<string, string[]> | null = null;
let indexedEntries = -1;

/** Chunks of every route registered at `routePath` (a docs root, its version and sidebar root share one path). */
function chunkNamesAt(routePath: string): string[] {
  const keys = Object.keys(routesChunkNames);
  if (!keysByPath || keys.length !== indexedEntries) {
    keysByPath = new Map();
    for (const key of keys) {
      const path = key.slice(0, key.lastIndexOf('-'));
      const list = keysByPath.get(path);
      if (list) list.push(key);
      else keysByPath.set(path, [key]);
    }
    indexedEntries = keys.length;
  }
  return (keysByPath.get(routePath) ?? []).flatMap((key) => Object.values(flat(routesChunkNames[key]!)));
}

/**
 * Prefetching is a hint for later, so it runs when the browser is idle, a few paths at a time: every link that
 * scrolls into view asks for one, and doing them at once made a long task right after hydration (≈ 80 ms at 4×
 * CPU slowdown on a docs page with its sidebar). A path preloaded meanwhile (hover, click) is skipped.
 */
const idleTasks: (() => void)[] = [];
let idleScheduled = false;

/**
 * Time one idle callback may take, whatever the browser offers (up to 50 ms): an input that arrives meanwhile waits
 * for it, and on a CPU four times slower (a mid-range phone) 10 ms here is a 40 ms task.
 */
const idleSliceMs = 8;

function drainIdleTasks(deadline: IdleDeadline): void {
  idleScheduled = false;
  const sliceEnd = performance.now() + idleSliceMs;
  // At least one task per call, so that a busy page still prefetches, slowly.
  do idleTasks.shift()?.();
  while (idleTasks.length > 0 && deadline.timeRemaining() > 2 && performance.now() < sliceEnd);
  if (idleTasks.length > 0) scheduleIdleTasks();
}

function scheduleIdleTasks(): void {
  if (idleScheduled) return;
  idleScheduled = true;
  whenIdle(drainIdleTasks);
}

/** Runs `task` in a later idle period, after the tasks queued before it. */
function queueWhenIdle<T>(task: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    idleTasks.push(() => void task().then(resolve, reject));
    scheduleIdleTasks();
  });
}

/**
 * Finds the chunks a path needs, then asks for each in an idle step of its own: a path's files asked in one go made
 * idle callbacks of 10–30 ms after the load of the blog list (reports/performance.md, session 22).
 */
function prefetchNow(routePath: string): Promise<void[]> {
  if (preloaded.has(routePath)) return Promise.resolve([]);
  const shards = pendingShardChunks(routes, routePath);
  const chunks =
    shards.length > 0 ? shards : matchRoutes(routes, routePath).flatMap(({route}) => chunkNamesAt(route.path ?? ''));
  const newChunks = chunks.filter((name) => !askedChunks.has(name) && askedChunks.add(name));
  return Promise.all(newChunks.map((name) => queueWhenIdle(() => prefetchChunk(name))));
}

function prefetch(routePath: string): false | Promise<void[]> {
  if (onSlowConnection() || preloaded.has(routePath) || prefetched.has(routePath)) return false;
  prefetched.add(routePath);
  return queueWhenIdle(() => prefetchNow(routePath)).catch(() => {
    // Prefetching is a hint: a failure (e.g. offline) only means the page loads on click.
    prefetched.delete(routePath);
    return [];
  });
}

function preload(routePath: string): false | Promise<void[]> {
  if (onSlowConnection() || preloaded.has(routePath)) return false;
  preloaded.add(routePath);
  return preloadPath(routePath).then(() => []);
}

export default Object.freeze({prefetch, preload});
