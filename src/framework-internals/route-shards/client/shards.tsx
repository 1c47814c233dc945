/**
 * Browser half of the route-shards plugin. Routes whose children were moved to a shard
 * keep an empty `routes` array and a loader; `loadRouteShards` fills those arrays in
 * place (react-router-config reads `route.routes` at render time) before a path is
 * matched, preloaded or prefetched.
 */
import React, {type ReactNode} from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';
import renderRoutes from '@docusaurus/renderRoutes';
import {matchRoutes, type RouteConfig, type RouteConfigComponentProps} from 'react-router-config';

type ShardModule = {default: RouteConfig[]};
type ShardLoader = () => Promise<ShardModule>;

const loaders = new WeakMap<RouteConfig, ShardLoader>();
const chunkNames = new WeakMap<RouteConfig, string>();
const inFlight = new WeakMap<RouteConfig, Promise<void>>();

/** Parent of a synthetic group: renders whichever of its lazily loaded children matches. */
function ShardOutlet({route}: RouteConfigComponentProps): ReactNode {
  return <>{renderRoutes(route?.routes ?? [])}</>;
}

/**
 * Creates a route's component on first use and keeps it on the route (the generated tables
 * declare `component` as a getter that calls this).
 */
export function createComponent(route: RouteConfig, path: string, hash?: string): RouteConfig['component'] {
  const component =
    hash === undefined ? (ComponentCreator as (path: string) => unknown)(path) : ComponentCreator(path, hash);
  Object.defineProperty(route, 'component', {value: component, enumerable: true, configurable: true});
  return component as RouteConfig['component'];
}

/** Marks a route whose children load with the shard `chunkName`. */
export function shardRoute(route: RouteConfig, chunkName: string, load: ShardLoader): RouteConfig {
  loaders.set(route, load);
  chunkNames.set(route, chunkName);
  return route;
}

/** A synthetic parent gathering every route under `path` (e.g. all of /blog/) into one shard. */
export function shardGroup(path: string, chunkName: string, load: ShardLoader): RouteConfig {
  return shardRoute({path, component: ShardOutlet, routes: []}, chunkName, load);
}

function loadShard(route: RouteConfig): Promise<void> {
  let loading = inFlight.get(route);
  if (!loading) {
    loading = loaders.get(route)!().then(
      (shard) => {
        route.routes!.push(...shard.default);
        loaders.delete(route);
      },
      (error: unknown) => {
        // Let a later navigation try again (Docusaurus reloads the page when preloading fails).
        inFlight.delete(route);
        throw error;
      },
    );
    inFlight.set(route, loading);
  }
  return loading;
}

/** Chunk names of the shards that routes matching `pathname` still wait for (next level only). */
export function pendingShardChunks(routes: RouteConfig[], pathname: string): string[] {
  return matchRoutes(routes, pathname)
    .filter(({route}) => loaders.has(route))
    .map(({route}) => chunkNames.get(route)!);
}

/** Loads, level after level, every shard the routes matching `pathname` need. */
export async function loadRouteShards(routes: RouteConfig[], pathname: string): Promise<void> {
  for (;;) {
    const pending = matchRoutes(routes, pathname)
      .map(({route}) => route)
      .filter((route) => loaders.has(route));
    if (pending.length === 0) return;
    await Promise.all(pending.map(loadShard));
  }
}

/** Loads every shard of the table (the debug pages list all routes). */
export async function loadAllRouteShards(routes: RouteConfig[]): Promise<void> {
  const pending: RouteConfig[] = [];
  const walk = (list: RouteConfig[]) =>
    list.forEach((route) => {
      if (loaders.has(route)) pending.push(route);
      if (route.routes) walk(route.routes);
    });
  walk(routes);
  if (pending.length === 0) return;
  await Promise.all(pending.map(loadShard));
  await loadAllRouteShards(routes);
}
