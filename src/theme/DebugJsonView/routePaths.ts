/** What the debug pages' JSON view needs to know about a route table. */
export type RouteLike = {path: string; routes?: RouteLike[]};

export function isRouteList(value: unknown): value is RouteLike[] {
  return (
    Array.isArray(value) && value.length > 0 && value.every((item) => typeof (item as RouteLike)?.path === 'string')
  );
}

/** Paths of the routes that render pages (the leaves), in table order, each once. */
export function leafPaths(routes: readonly RouteLike[]): string[] {
  const paths = routes.flatMap((route) => (route.routes?.length ? leafPaths(route.routes) : [route.path]));
  return [...new Set(paths)];
}
