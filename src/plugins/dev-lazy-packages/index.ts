/**
 * `npm start` only: Rspack compiles the large packages that a few pages load on demand (Mermaid and the diagram
 * libraries behind it, and the DocSearch modal where DocSearch imports it on demand) when a page first asks for them,
 * instead of before the dev server answers. Rspack's `lazyCompilation` option, set through
 * `configureWebpack`, with the middleware Rspack ships for it added to the dev server through the `devServer` field
 * that Docusaurus merges into its own (README: what it gains and costs). Production builds are untouched.
 */
import type {Plugin} from '@docusaurus/types';

/**
 * Packages that are themselves the target of a dynamic import that most pages never run. Their own imports follow
 * them. Rspack tests the imported module, so a package that is only imported statically (Sucrase behind the live
 * editor, algoliasearch-helper behind the search page) is compiled up front whatever this says.
 */
export const lazyPackages = /node_modules[\\/](?:mermaid|@mermaid-js|@docsearch|algoliasearch)[\\/]/;

type Middleware = (request: unknown, response: unknown, next: () => void) => void;
type LazyCompilationMiddleware = (compiler: unknown) => Middleware;

export default function devLazyPackagesPlugin(): Plugin {
  return {
    name: 'dev-lazy-packages',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'development' || currentBundler.name !== 'rspack') return {};
      const {lazyCompilationMiddleware} = currentBundler.instance as {
        lazyCompilationMiddleware?: LazyCompilationMiddleware;
      };
      if (typeof lazyCompilationMiddleware !== 'function') return {};
      return {
        lazyCompilation: {imports: true, entries: false, test: lazyPackages},
        devServer: {
          // Docusaurus merges this with its own `setupMiddlewares` (webpack-merge calls both and concatenates what
          // they return), so this one returns only the middleware it adds and leaves the list alone. Last in the
          // list is fine: nothing before it answers the lazy compilation requests.
          setupMiddlewares: (_middlewares: Middleware[], devServer: {compiler: unknown}) => [
            lazyCompilationMiddleware(devServer.compiler),
          ],
        },
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
