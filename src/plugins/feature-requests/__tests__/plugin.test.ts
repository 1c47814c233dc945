import {describe, expect, it} from 'vitest';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import featureRequestsPlugin from '../index';
import {featureRequests} from '../requests';

async function routesFor(baseUrl: string): Promise<RouteConfig[]> {
  const plugin = featureRequestsPlugin({baseUrl, siteDir: '/site'} as LoadContext);
  const routes: RouteConfig[] = [];
  const actions = {
    addRoute: (route: RouteConfig) => routes.push(route),
    createData: async (name: string) => `/generated/${name}`,
  };
  await plugin.contentLoaded!({content: undefined, actions} as never);
  return routes;
}

describe('feature-requests plugin', () => {
  it('adds an exact route per request, then the non-exact board route last', async () => {
    const routes = await routesFor('/');
    expect(routes).toHaveLength(featureRequests.length + 1);
    expect(routes.slice(0, -1).map((route) => [route.path, route.exact])).toEqual(
      featureRequests.map((request) => [`/feature-requests/${request.slug}/`, true]),
    );
    expect(routes.at(-1)).toMatchObject({
      path: '/feature-requests/',
      exact: false,
      modules: {basePath: '/generated/base-path.json'},
    });
    expect(new Set(routes.map((route) => route.component)).size).toBe(1);
  });

  it('honours the base URL', async () => {
    const routes = await routesFor('/build/');
    expect(routes.at(-1)!.path).toBe('/build/feature-requests/');
    expect(routes[0]!.path).toMatch(/^\/build\/feature-requests\/[a-z-]+\/$/);
  });
});
