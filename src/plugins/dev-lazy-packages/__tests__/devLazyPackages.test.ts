import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import devLazyPackagesPlugin, {lazyPackages} from '../index';

const siteDir = path.resolve(__dirname, '../../../..');
type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;
type Utils = Parameters<ConfigureWebpack>[2];

/** Resolves a package the way the framework does, from the folder of the package that depends on it. */
function requireFrom(dependent: string) {
  return createRequire(path.join(siteDir, 'node_modules', dependent, 'package.json'));
}

function configure(mode: 'development' | 'production', isServer: boolean, bundler: Utils['currentBundler']) {
  const plugin = devLazyPackagesPlugin();
  return plugin.configureWebpack!({mode} as never, isServer, {currentBundler: bundler} as Utils, undefined as never);
}

describe('dev-lazy-packages plugin', () => {
  const middleware = vi.fn();
  const rspack = {name: 'rspack', instance: {lazyCompilationMiddleware: vi.fn(() => middleware)}} as never;

  it("compiles the large optional packages lazily in the dev server's client build only", () => {
    const result = configure('development', false, rspack) as {lazyCompilation: unknown};
    expect(result.lazyCompilation).toEqual({imports: true, entries: false, test: lazyPackages});
    for (const [bundler, mode, isServer] of [
      [rspack, 'production', false],
      [rspack, 'development', true],
      [{name: 'webpack', instance: {}}, 'development', false],
      [{name: 'rspack', instance: {}}, 'development', false],
    ] as const) {
      expect(configure(mode, isServer, bundler as never)).toEqual({});
    }
  });

  it('names the packages that only some pages load, and nothing that every page needs', () => {
    for (const lazy of [
      '/site/node_modules/mermaid/dist/chunks/mermaid.core/flowDiagram-X.mjs',
      '/site/node_modules/@mermaid-js/parser/dist/mermaid-parser.core.mjs',
      '/site/node_modules/@docsearch/react/dist/esm/index.js',
      '/site/node_modules/algoliasearch/dist/lite/builds/browser.js',
      'C:\\site\\node_modules\\mermaid\\dist\\mermaid.core.mjs',
    ]) {
      expect(lazyPackages.test(lazy), lazy).toBe(true);
    }
    for (const eager of [
      '/site/node_modules/react/index.js',
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js',
      '/site/node_modules/@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js',
      '/site/node_modules/mermaid-like/index.js',
      '/site/docs/markdown-features/diagrams.mdx',
    ]) {
      expect(lazyPackages.test(eager), eager).toBe(false);
    }
  });

  it("adds its middleware once when Docusaurus merges its dev server options with the site's", () => {
    type DevServer = {setupMiddlewares: (middlewares: unknown[], devServer: {compiler: unknown}) => unknown[]};
    const result = configure('development', false, rspack) as {devServer: DevServer};
    // The merge Docusaurus applies (core's start command), with a stand-in for core's own middleware.
    const {merge} = requireFrom('@docusaurus/core')('webpack-merge') as {merge: (configs: DevServer[]) => DevServer};
    const core: DevServer = {setupMiddlewares: (middlewares) => (middlewares.unshift('core'), middlewares)};
    const merged = merge([core, result.devServer]);
    const devServer = {compiler: {}};
    expect(merged.setupMiddlewares(['static', 'fallback'], devServer)).toEqual([
      'core',
      'static',
      'fallback',
      middleware,
    ]);
  });

  it('uses options the installed Rspack has', () => {
    const rspackCore = requireFrom('@docusaurus/faster')('@rspack/core') as {
      lazyCompilationMiddleware?: unknown;
      rspack: (options: object) => {options: {lazyCompilation?: unknown}};
    };
    expect(typeof rspackCore.lazyCompilationMiddleware).toBe('function');
    // The option is read at the top level (the one under `experiments` is deprecated): the compiler keeps it.
    const lazyCompilation = {imports: true, entries: false, test: lazyPackages};
    const compiler = rspackCore.rspack({
      mode: 'development',
      target: 'web',
      context: siteDir,
      entry: {},
      lazyCompilation,
    });
    expect(compiler.options.lazyCompilation).toMatchObject(lazyCompilation);
  });
});
