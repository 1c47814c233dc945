import {describe, expect, it, vi} from 'vitest';
import type {RouteConfig} from 'react-router-config';

vi.mock('@docusaurus/renderRoutes', () => ({default: () => null}));
const componentCreator = vi.fn((path: string, hash?: string) => ({path, hash}));
vi.mock('@docusaurus/ComponentCreator', () => ({default: componentCreator}));
const {createComponent, loadAllRouteShards, loadRouteShards, pendingShardChunks, shardGroup, shardRoute} =
  await import('../client/shards');

const page = (path: string): RouteConfig => ({path, exact: true, component: () => null});

describe('loadRouteShards', () => {
  it('loads the shard a path lives in, level after level, and fills the routes in place', async () => {
    const versionRoot = shardRoute({path: '/docs/', component: () => null, routes: []}, 'routes-docs', async () => ({
      default: [page('/docs/intro/')],
    }));
    const blog = shardGroup('/blog', 'routes-blog', async () => ({
      default: [
        page('/blog/'),
        shardRoute({path: '/blog/deep/', component: () => null, routes: []}, 'routes-deep', async () => ({
          default: [page('/blog/deep/x/')],
        })),
      ],
    }));
    const routes = [blog, {path: '/docs/', component: () => null, routes: [versionRoot]}, page('/')];

    expect(pendingShardChunks(routes, '/blog/deep/x/')).toEqual(['routes-blog']);
    await loadRouteShards(routes, '/blog/deep/x/');
    expect(blog.routes!.map((route) => route.path)).toEqual(['/blog/', '/blog/deep/']);
    expect(blog.routes![1]!.routes!.map((route) => route.path)).toEqual(['/blog/deep/x/']);
    expect(pendingShardChunks(routes, '/blog/deep/x/')).toEqual([]);
    // Another part of the site was left alone.
    expect(versionRoot.routes).toEqual([]);
    expect(pendingShardChunks(routes, '/docs/intro/')).toEqual(['routes-docs']);
  });

  it('loads a shard once even when several paths ask for it at the same time', async () => {
    const load = vi.fn(async () => ({default: [page('/a/1/')]}));
    const routes = [shardGroup('/a', 'routes-a', load)];
    await Promise.all([loadRouteShards(routes, '/a/1/'), loadRouteShards(routes, '/a/2/')]);
    await loadRouteShards(routes, '/a/1/');
    expect(load).toHaveBeenCalledTimes(1);
    expect(routes[0]!.routes).toHaveLength(1);
  });

  it('rejects when a shard fails to load, and tries again on the next call', async () => {
    const load = vi
      .fn<() => Promise<{default: RouteConfig[]}>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({default: [page('/b/1/')]});
    const routes = [shardGroup('/b', 'routes-b', load)];
    await expect(loadRouteShards(routes, '/b/1/')).rejects.toThrow('ChunkLoadError');
    await loadRouteShards(routes, '/b/1/');
    expect(routes[0]!.routes!.map((route) => route.path)).toEqual(['/b/1/']);
  });
});

describe('createComponent', () => {
  it('creates a route component on first access only, and keeps it', () => {
    componentCreator.mockClear();
    const route = {
      path: '/a/',
      get component() {
        return createComponent(this as unknown as RouteConfig, '/a/', 'f00');
      },
    } as unknown as RouteConfig;
    expect(componentCreator).not.toHaveBeenCalled();
    const first = route.component;
    expect(route.component).toBe(first);
    expect(componentCreator).toHaveBeenCalledTimes(1);
    expect(componentCreator).toHaveBeenCalledWith('/a/', 'f00');
  });
});

describe('loadAllRouteShards', () => {
  it('loads every shard, nested ones included', async () => {
    const inner = shardRoute({path: '/x/deep/', component: () => null, routes: []}, 'routes-deep', async () => ({
      default: [page('/x/deep/1/')],
    }));
    const outer = shardGroup('/x', 'routes-x', async () => ({default: [page('/x/'), inner]}));
    const other = shardGroup('/y', 'routes-y', async () => ({default: [page('/y/')]}));
    await loadAllRouteShards([outer, other]);
    expect(outer.routes!.map((route) => route.path)).toEqual(['/x/', '/x/deep/']);
    expect(inner.routes!.map((route) => route.path)).toEqual(['/x/deep/1/']);
    expect(other.routes!.map((route) => route.path)).toEqual(['/y/']);
  });
});
