/**
 * Replaces @docusaurus/core/lib/client/preload.js in the browser bundle (see ../index.ts):
 * same contract (resolve once every component a path renders is loaded), but first loads
 * the route shards the path needs, so hydration and navigation never render a lazy
 * parent without its children. It also paces the bundler's chunk requests (`chunkPacing.ts`): this module runs
 * before the first page's chunks are asked for.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadRouteShards} from './shards';
import {paceChunkLoads, type ChunkLoader} from './chunkPacing';

// The bundler's chunk loader (a documented module variable of webpack and Rspack), which every `import()` calls.
declare let __webpack_chunk_load__: ChunkLoader;
if (typeof window !== 'undefined') __webpack_chunk_load__ = paceChunkLoads(__webpack_chunk_load__);

type Preloadable = {preload?: () => unknown};

export default async function preload(pathname: string): Promise<unknown[]> {
  const pathnames = Array.from(new Set([pathname, decodeURI(pathname)]));
  await Promise.all(pathnames.map((candidate) => loadRouteShards(routes, candidate)));
  const matches = pathnames.flatMap((candidate) => matchRoutes(routes, candidate));
  return Promise.all(matches.map(({route}) => (route.component as unknown as Preloadable).preload?.()));
}
