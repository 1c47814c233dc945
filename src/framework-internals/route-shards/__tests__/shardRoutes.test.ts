import {describe, expect, it} from 'vitest';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {
  emitShardFiles,
  parseRegistryModule,
  parseRoutesModule,
  planShards,
  type PlannedRoute,
  type RouteData,
} from '../shardRoutes';

// A route table in the shape Docusaurus 3.10 generates (.docusaurus/routes.js), small
// enough to read: a flat blog, a docs root with two versions, pages and the catch-all.
const blogPosts = Array.from({length: 5}, (_, i) => `/blog/post-${i}/`);
const docs = (base: string) => ['intro', 'install', 'guides/a', 'guides/b'].map((id) => `${base}${id}/`);
const leaf = (path: string, hash: string, extra = '') =>
  `{ path: '${path}', component: ComponentCreator('${path}', '${hash}'), exact: true${extra} }`;
const version = (base: string, hash: string) => `{
  path: '${base}', component: ComponentCreator('${base}', '${hash}v'),
  routes: [{ path: '${base}', component: ComponentCreator('${base}', '${hash}s'),
    routes: [${docs(base)
      .map((path, i) => leaf(path, `${hash}${i}`, ", sidebar: 'docs'"))
      .join(',\n')}] }] }`;
const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  ${leaf('/blog/', 'b00')},
  ${leaf('/blog/odd.html', 'b99')},
  ${blogPosts.map((path, i) => leaf(path, `b${i}`)).join(',\n  ')},
  ${leaf('/showcase/', 'sh1')},
  { path: '/docs/', component: ComponentCreator('/docs/', 'd00'), routes: [
    ${version('/docs/1.0/', 'a')},
    ${version('/docs/', 'c')}
  ] },
  ${leaf('/', 'home')},
  { path: '*', component: ComponentCreator('*') },
];
`;

const allRoutes = parseRoutesModule(routesSource);

const paths = (routes: RouteData[] = []): string[] => routes.flatMap((route) => [route.path, ...paths(route.routes)]);

/** Client tree once every shard has loaded: what react-router sees after `loadRouteShards`. */
function loadedTree(planned: PlannedRoute[]): RouteConfig[] {
  return planned.map((entry) => {
    const data = entry.shard?.group ? {path: entry.shard.group.path, component: {path: 'outlet'}} : entry.data;
    const children = entry.shard ? entry.shard.routes : entry.children ? loadedTree(entry.children) : undefined;
    const toConfig = (route: RouteData): RouteConfig =>
      ({
        ...route,
        routes: route.routes?.map(toConfig),
      }) as unknown as RouteConfig;
    const childConfigs = entry.shard
      ? children?.map((child) => toConfig(child as RouteData))
      : (children as RouteConfig[] | undefined);
    return {...data, routes: childConfigs} as unknown as RouteConfig;
  });
}

/** The component a path finally renders (the deepest match), as `path#hash`. */
function rendered(routes: RouteConfig[], pathname: string): string {
  const matches = matchRoutes(routes, pathname);
  const {component} = matches[matches.length - 1]!.route as unknown as {component: {path: string; hash?: string}};
  return `${component.path}#${component.hash ?? ''}`;
}

describe('parseRoutesModule', () => {
  it('reads nested routes and keeps ComponentCreator arguments as data', () => {
    expect(allRoutes.map((route) => route.path)).toContain('/docs/');
    const docsRoot = allRoutes.find((route) => route.path === '/docs/')!;
    expect(docsRoot.routes!.map((route) => route.path)).toEqual(['/docs/1.0/', '/docs/']);
    expect(docsRoot.routes![0]!.routes![0]!.routes![1]).toEqual({
      path: '/docs/1.0/install/',
      component: {path: '/docs/1.0/install/', hash: 'a1'},
      exact: true,
      sidebar: 'docs',
    });
    expect(allRoutes.at(-1)!.component).toEqual({path: '*', hash: undefined});
  });
});

describe('parseRegistryModule', () => {
  const line = (name: string, module: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;

  it('reads one entry per line, module paths with spaces included', () => {
    const registry = parseRegistryModule(
      `export default {\n${line('0a1b2c3d', '@site/_dogfooding/_blog tests/a.mdx?truncated=true')}\n${line('ff00ff00', '@site/docs/intro.mdx')}};\n`,
    );
    expect([...registry.keys()]).toEqual(['0a1b2c3d', 'ff00ff00']);
    expect(registry.get('0a1b2c3d')!.modulePath).toBe('@site/_dogfooding/_blog tests/a.mdx?truncated=true');
  });

  it('refuses a line it does not understand instead of dropping a route chunk', () => {
    expect(() => parseRegistryModule('export default {\n  "x": somethingElse(),\n};')).toThrow(/unexpected line/);
  });
});

describe('planShards', () => {
  const plan = planShards(allRoutes, {minRoutes: 4});

  it('moves a big group of sibling pages behind one lazy /<segment> parent, with a catch-all', () => {
    const blog = plan.base.find((entry) => entry.shard?.group?.path === '/blog')!;
    expect(blog.shard!.name).toBe('routes-blog');
    expect(blog.shard!.routes.map((route) => route.path)).toEqual(['/blog/', ...blogPosts, '*']);
  });

  it('keeps .html routes eager and before their group, so the group never shadows them', () => {
    const order = plan.base.map((entry) => entry.shard?.group?.path ?? entry.data.path);
    expect(order.indexOf('/blog/odd.html')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('/blog/odd.html')).toBeLessThan(order.indexOf('/blog'));
  });

  it('gives each docs version its own shard and keeps the version roots eager', () => {
    expect(plan.shards.map((shard) => shard.name).sort()).toEqual(['routes-blog', 'routes-docs', 'routes-docs-1.0']);
    const docsRoot = plan.base.find((entry) => entry.data.path === '/docs/')!;
    const versionRoots = docsRoot.children!.map((entry) => entry.children![0]!);
    expect(versionRoots.map((entry) => entry.shard?.name)).toEqual(['routes-docs-1.0', 'routes-docs']);
  });

  it('leaves groups smaller than minRoutes in the entry bundle', () => {
    const small = planShards(allRoutes, {minRoutes: 50});
    expect(small.shards).toEqual([]);
    expect(paths(small.base.map((entry) => entry.data))).toContain('/blog/post-0/');
  });

  it('renders the same component for every path once shards are loaded', () => {
    const original = allRoutes as unknown as RouteConfig[];
    const sharded = loadedTree(plan.base);
    const probes = [
      ...paths(allRoutes).filter((path) => path !== '*'),
      '/blog/missing/',
      '/docs/1.0/missing/',
      '/nowhere/',
      '/blog',
      '/docs/1.0/install',
    ];
    for (const probe of probes)
      expect(`${probe} → ${rendered(sharded, probe)}`).toBe(`${probe} → ${rendered(original, probe)}`);
  });
});

describe('emitShardFiles', () => {
  const registryLines = (names: string[]) =>
    `export default {\n${names.map((name) => `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.mdx"), "@site/${name}.mdx", require.resolveWeak("@site/${name}.mdx")],`).join('\n')}\n};`;
  const chunkNames: Record<string, {__comp: string}> = {};
  const walk = (routes: RouteData[]) =>
    routes.forEach((route) => {
      if (route.component.hash)
        chunkNames[`${route.component.path}-${route.component.hash}`] = {__comp: `c-${route.component.hash}`};
      walk(route.routes ?? []);
    });
  walk(allRoutes);
  const registry = parseRegistryModule(registryLines(Object.values(chunkNames).map((names) => names.__comp)));
  const files = emitShardFiles(planShards(allRoutes, {minRoutes: 4}), registry, chunkNames, '/abs/shards');

  it('writes the base table and one module per shard', () => {
    expect(Object.keys(files).sort()).toEqual(
      [
        'registry.js',
        'routes-blog.js',
        'routes-docs-1.0.js',
        'routes-docs.js',
        'routes.js',
        'routesChunkNames.js',
      ].sort(),
    );
    expect(files['routes.js']).toContain(
      `shardGroup("/blog", "routes-blog", () => import(/* webpackChunkName: "routes-blog" */ "./routes-blog.js"))`,
    );
  });

  it('keeps other shards’ chunks out of the base registry and chunk-name map', () => {
    expect(files['registry.js']).toContain('"c-home"');
    expect(files['registry.js']).not.toContain('"c-b0"');
    expect(files['routesChunkNames.js']).not.toContain('/blog/post-0/');
    expect(files['routes-blog.js']).toContain('"c-b0"');
    expect(files['routes-blog.js']).toMatch(/^Object\.assign\(registry, /m);
  });

  it('drops the server-only module path from browser registry entries', () => {
    expect(files['routes-blog.js']).toContain(
      `"c-b0": [() => import(/* webpackChunkName: "c-b0" */ "@site/c-b0.mdx"), "", require.resolveWeak("@site/c-b0.mdx")]`,
    );
  });
});
