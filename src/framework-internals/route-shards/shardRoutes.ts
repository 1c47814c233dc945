/**
 * Build-time half of the route-shards plugin: reads the route table Docusaurus generated
 * (.docusaurus/routes.js, registry.js, routesChunkNames.json), decides which parts of it
 * can load lazily, and writes the client modules for the base table and each shard.
 *
 * Pure functions over strings and plain objects, so the plan can be unit-tested against
 * the real generated files.
 */

/** A route as routes.js declares it, with `ComponentCreator(path, hash)` kept as data. */
export type RouteData = {
  path: string;
  component: {path: string; hash?: string};
  exact?: boolean;
  routes?: RouteData[];
  [key: string]: unknown;
};

/** One entry of registry.js: the module a chunk name stands for. */
export type RegistryEntry = {chunkName: string; modulePath: string};

/** Nested chunk-name record of one route, keyed `${path}-${hash}` in routesChunkNames.json. */
export type ChunkNames = {[key: string]: string | ChunkNames};

/** Where the plan puts a route: stays in the entry bundle, or moves to a lazily loaded shard. */
export type PlannedRoute = {
  data: RouteData;
  /** Children to emit inline (for routes that stay eager). */
  children?: PlannedRoute[];
  /** When set, the route's children live in this shard instead. */
  shard?: Shard;
};

export type Shard = {
  /** Chunk name of the shard module, also its file name. */
  name: string;
  /** Routes the shard module exports. */
  routes: RouteData[];
  /** A synthetic prefix group (flat sibling routes gathered under one lazy parent). */
  group?: {path: string};
};

export type ShardPlan = {base: PlannedRoute[]; shards: Shard[]};

export type PlanOptions = {
  /** Fewest routes worth a shard; smaller groups stay in the entry bundle. */
  minRoutes: number;
};

/** Evaluates the generated routes.js with a recording ComponentCreator. */
export function parseRoutesModule(source: string): RouteData[] {
  const body = source.replace(/^import .*$/gm, '').replace(/export default/, 'return');
  const componentCreator = (path: string, hash?: string) => ({path, hash});
  // eslint-disable-next-line no-new-func -- the file is Docusaurus's own generated output
  return new Function('ComponentCreator', 'React', body)(componentCreator, {}) as RouteData[];
}

const registryLine =
  /^\s*("(?:[^"\\]|\\.)*"): \[\(\) => import\(\/\* webpackChunkName: ("(?:[^"\\]|\\.)*") \*\/ ("(?:[^"\\]|\\.)*")\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(("(?:[^"\\]|\\.)*")\)\],?$/;

/** Reads the generated registry.js, one entry per line. Throws on a line it does not understand. */
export function parseRegistryModule(source: string): Map<string, RegistryEntry> {
  const entries = new Map<string, RegistryEntry>();
  for (const line of source.split('\n')) {
    const trimmed = line.trim().replace(/\};?$/, '').trim();
    if (trimmed === '' || trimmed === 'export default {' || trimmed === '}' || trimmed === '};') continue;
    const match = registryLine.exec(trimmed);
    if (!match) throw new Error(`route-shards: unexpected line in registry.js: ${trimmed.slice(0, 120)}`);
    const chunkName = JSON.parse(match[1]!) as string;
    entries.set(chunkName, {chunkName, modulePath: JSON.parse(match[3]!) as string});
  }
  return entries;
}

const countRoutes = (routes: RouteData[] = []): number =>
  routes.reduce((sum, route) => sum + 1 + countRoutes(route.routes), 0);

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** Routes whose path ends in .html must stay eager: the client strips `.html` from unknown paths. */
const mustStayEager = (route: RouteData) => /\.html$/.test(route.path);

const shardName = (path: string) => `routes${path.replace(/\/+$/, '').replace(/[^a-zA-Z0-9.]+/g, '-') || '-root'}`;

/**
 * Plans the split:
 * - top-level routes sharing a first path segment (e.g. every /blog/... route) move into one
 *   shard behind a synthetic `/<segment>` parent, when there are at least `minRoutes` of them;
 * - a nested route whose children are plain pages (e.g. one docs version) keeps its own entry
 *   and loads its children lazily; nested routes made of big nested parts (the docs root, with
 *   one child per version) are walked into instead, so each version is its own shard.
 */
export function planShards(routes: RouteData[], {minRoutes}: PlanOptions): ShardPlan {
  const shards: Shard[] = [];
  const usedNames = new Set<string>();
  const uniqueName = (path: string) => {
    let name = shardName(path);
    for (let i = 2; usedNames.has(name); i += 1) name = `${shardName(path)}-${i}`;
    usedNames.add(name);
    return name;
  };

  const planNested = (route: RouteData): PlannedRoute => {
    const children = route.routes ?? [];
    const bigNestedChildren = children.filter((child) => child.routes && countRoutes(child.routes) >= minRoutes);
    if (bigNestedChildren.length > 0 || children.some(mustStayEager) || countRoutes(children) < minRoutes) {
      return {data: route, children: children.map((child) => (child.routes ? planNested(child) : {data: child}))};
    }
    const shard: Shard = {name: uniqueName(route.path), routes: children};
    shards.push(shard);
    return {data: route, shard};
  };

  // Group the top level by first path segment, keeping each group at the position of its first route.
  const groups = new Map<string, RouteData[]>();
  for (const route of routes) {
    if (route.path === '*' || route.path === '/' || mustStayEager(route) || route.path.includes(':')) continue;
    const segment = firstSegment(route.path);
    groups.set(segment, [...(groups.get(segment) ?? []), route]);
  }
  const grouped = new Map<RouteData, string>();
  for (const [segment, members] of groups) {
    const flatMembers = members.filter((member) => !member.routes);
    if (flatMembers.length < minRoutes) continue;
    for (const member of members) grouped.set(member, segment);
  }

  const base: PlannedRoute[] = [];
  const emitted = new Set<RouteData>();
  for (const route of routes) {
    if (emitted.has(route)) continue;
    const segment = grouped.get(route);
    if (segment === undefined) {
      emitted.add(route);
      base.push(route.routes ? planNested(route) : {data: route});
      continue;
    }
    // `.html` routes of the segment go before the group, so its catch-all never shadows them.
    for (const eager of routes) {
      if (!emitted.has(eager) && mustStayEager(eager) && firstSegment(eager.path) === segment) {
        emitted.add(eager);
        base.push({data: eager});
      }
    }
    const members = routes.filter((candidate) => grouped.get(candidate) === segment);
    members.forEach((member) => emitted.add(member));
    const groupPath = `/${segment}`;
    const shard: Shard = {
      name: uniqueName(groupPath),
      routes: [...members, {path: '*', component: {path: '*'}}],
      group: {path: groupPath},
    };
    shards.push(shard);
    base.push({data: {path: groupPath, component: {path: '*'}}, shard});
  }
  return {base, shards};
}

/** Chunk-name keys (routesChunkNames.json) and registry chunk names used by some routes. */
export function collectChunkUse(routes: RouteData[], routesChunkNames: Record<string, ChunkNames>) {
  const keys = new Set<string>();
  const chunkNames = new Set<string>();
  const addNames = (record: ChunkNames | string) => {
    if (typeof record === 'string') chunkNames.add(record);
    else Object.values(record).forEach(addNames);
  };
  const walk = (list: RouteData[]) => {
    for (const route of list) {
      const key = `${route.component.path}-${route.component.hash}`;
      if (route.component.hash !== undefined && routesChunkNames[key]) {
        keys.add(key);
        addNames(routesChunkNames[key]!);
      }
      if (route.routes) walk(route.routes);
    }
  };
  walk(routes);
  return {keys, chunkNames};
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * The route's component as a getter: ComponentCreator runs the first time react-router
 * renders or preloads that route, not for every route when the table loads (a shard of a
 * hundred routes would otherwise cost ~100 ms of main-thread time on a slow phone).
 */
function emitComponent(route: RouteData): string {
  const {path, hash} = route.component;
  const args = path === '*' && hash === undefined ? `'*'` : `${json(path)}, ${json(hash)}`;
  return `get component() { return createComponent(this, ${args}); }`;
}

function emitRouteFields(route: RouteData): string[] {
  const fields = Object.entries(route)
    .filter(([key]) => key !== 'component' && key !== 'routes')
    .map(([key, value]) => `${json(key)}: ${json(value)}`);
  return fields;
}

/** Emits an eager route list (shards' own routes, or a base list without lazy parts). */
export function emitRouteList(routes: RouteData[]): string {
  return `[${routes
    .map((route) => {
      const fields = [...emitRouteFields(route), emitComponent(route)];
      if (route.routes) fields.push(`routes: ${emitRouteList(route.routes)}`);
      return `{${fields.join(', ')}}`;
    })
    .join(',\n')}]`;
}

const shardImport = (shard: Shard) =>
  `() => import(/* webpackChunkName: ${json(shard.name)} */ ${json(`./${shard.name}.js`)})`;

function emitPlanned(list: PlannedRoute[]): string {
  return `[${list
    .map((planned) => {
      if (planned.shard?.group) {
        return `shardGroup(${json(planned.shard.group.path)}, ${json(planned.shard.name)}, ${shardImport(planned.shard)})`;
      }
      const fields = [...emitRouteFields(planned.data), emitComponent(planned.data)];
      if (planned.shard) {
        return `shardRoute({${fields.join(', ')}, routes: []}, ${json(planned.shard.name)}, ${shardImport(planned.shard)})`;
      }
      if (planned.children) fields.push(`routes: ${emitPlanned(planned.children)}`);
      return `{${fields.join(', ')}}`;
    })
    .join(',\n')}]`;
}

function emitRegistry(chunkNames: Iterable<string>, registry: Map<string, RegistryEntry>): string {
  const lines: string[] = [];
  for (const chunkName of [...chunkNames].sort()) {
    const entry = registry.get(chunkName);
    if (!entry) continue;
    const modulePath = json(entry.modulePath);
    // The module path (2nd item) only serves server rendering; the browser never reads it.
    lines.push(
      `${json(chunkName)}: [() => import(/* webpackChunkName: ${json(chunkName)} */ ${modulePath}), "", require.resolveWeak(${modulePath})]`,
    );
  }
  return `{\n${lines.join(',\n')}\n}`;
}

function pick(record: Record<string, ChunkNames>, keys: Set<string>): Record<string, ChunkNames> {
  return Object.fromEntries([...keys].sort().map((key) => [key, record[key]!]));
}

export type EmittedFiles = Record<string, string>;

/**
 * Client modules for the plan: routes.js, registry.js and routesChunkNames.js replace the
 * generated ones in the browser bundle; one `<shard>.js` per shard fills the shared registry
 * and chunk-name maps with its own entries before creating its route components.
 */
export function emitShardFiles(
  plan: ShardPlan,
  registry: Map<string, RegistryEntry>,
  routesChunkNames: Record<string, ChunkNames>,
  runtimeModule: string,
): EmittedFiles {
  const baseData = (list: PlannedRoute[]): RouteData[] =>
    list.map((planned) => ({
      ...planned.data,
      routes: planned.children ? baseData(planned.children) : undefined,
    }));
  const baseUse = collectChunkUse(baseData(plan.base), routesChunkNames);
  const files: EmittedFiles = {
    'routes.js': [
      `import {createComponent, shardGroup, shardRoute} from ${json(runtimeModule)};`,
      `export default ${emitPlanned(plan.base)};`,
      '',
    ].join('\n'),
    'registry.js': `export default ${emitRegistry(baseUse.chunkNames, registry)};\n`,
    'routesChunkNames.js': `export default ${json(pick(routesChunkNames, baseUse.keys))};\n`,
  };
  for (const shard of plan.shards) {
    const use = collectChunkUse(shard.routes, routesChunkNames);
    files[`${shard.name}.js`] = [
      `import {createComponent} from ${json(runtimeModule)};`,
      `import registry from '@generated/registry';`,
      `import routesChunkNames from '@generated/routesChunkNames';`,
      `Object.assign(registry, ${emitRegistry(use.chunkNames, registry)});`,
      `Object.assign(routesChunkNames, ${json(pick(routesChunkNames, use.keys))});`,
      `export default ${emitRouteList(shard.routes)};`,
      '',
    ].join('\n');
  }
  return files;
}
