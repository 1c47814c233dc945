/**
 * Replaces @docusaurus/core/lib/client/docusaurus.js (the `window.docusaurus` object that
 * <Link> calls) in the browser bundle. Same API. Prefetching a path whose route shard is not
 * loaded yet only prefetches the shard file (no code runs); preloading (hover, click) loads
 * the shard, then the page's chunks.
 */
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import prefetchAsset from '@docusaurus/core/lib/client/prefetch';
import flat from '@docusaurus/core/lib/client/flat';
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

const prefetchChunks = (names: string[]) =>
  Promise.all(
    names.map((name) => {
      const url = chunkUrl(name);
      return url ? prefetchAsset(url) : Promise.resolve();
    }),
  );

const prefetched = new Set<string>();
const preloaded = new Set<string>();

const onSlowConnection = () =>
  Boolean(navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData);

/** Chunks of every route registered at `routePath` (a docs root, its version and sidebar root share one path). */
function chunkNamesAt(routePath: string): string[] {
  return Object.entries(routesChunkNames)
    .filter(([key]) => key.slice(0, key.lastIndexOf('-')) === routePath)
    .flatMap(([, names]) => Object.values(flat(names)));
}

function prefetch(routePath: string): false | Promise<void[]> {
  if (onSlowConnection() || preloaded.has(routePath) || prefetched.has(routePath)) return false;
  prefetched.add(routePath);
  const shards = pendingShardChunks(routes, routePath);
  const chunks =
    shards.length > 0 ? shards : matchRoutes(routes, routePath).flatMap(({route}) => chunkNamesAt(route.path ?? ''));
  return prefetchChunks(chunks).catch(() => {
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
