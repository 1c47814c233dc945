/**
 * Reuses, in a production rebuild, the minified form of every client script whose unminified form has not changed
 * (README.md). Rspack 1.x keeps modules in its persistent cache but minifies every script again on each build; on this
 * site that is ~2.5 s of a 24 s rebuild.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {forEachConcurrently} from '../../utils/forEachConcurrently';
import {MinifiedStore} from './store';

const NAME = 'minify-cache';

/** The scripts Rspack's SWC minimizer takes by default. */
const SCRIPT = /\.[cm]?js(\?.*)?$/i;

export interface MinifyCacheReport {
  reused: number;
  minified: number;
}

/**
 * What decides the minifier's output besides the script: the Rspack version (SWC is built into it) and the options of
 * its SWC minimizer. Undefined when the build does not minify with that minimizer alone on its default file selection,
 * in which case the plugin stays out of the way.
 */
export function minimizerFingerprint(compiler: {webpack: any; options: any}): string | undefined {
  const {optimization} = compiler.options;
  if (!optimization?.minimize) return undefined;
  const minimizers = (optimization.minimizer ?? []) as {constructor: {name: string}; _args?: unknown[]}[];
  // A minimizer given as a plain function could be anything, a script minimizer included.
  if (minimizers.some((plugin) => typeof plugin === 'function')) return undefined;
  const swc = minimizers.filter((plugin) => plugin?.constructor?.name === 'SwcJsMinimizerRspackPlugin');
  const otherScriptMinimizers = minimizers.filter(
    (plugin) =>
      /Terser|Esbuild|Js.*Minimi[sz]er/i.test(plugin?.constructor?.name ?? '') && !swc.includes(plugin as never),
  );
  if (swc.length !== 1 || otherScriptMinimizers.length > 0) return undefined;
  const [options] = (swc[0]._args ?? []) as [Record<string, unknown> | undefined];
  if (options && ('test' in options || 'include' in options || 'exclude' in options)) return undefined;
  return JSON.stringify({rspack: compiler.webpack.rspackVersion ?? compiler.webpack.version, options: options ?? {}});
}

/** A bundler plugin for the client compilation: serves known scripts from the store before the minimizer runs. */
export class MinifyCachePlugin {
  constructor(
    private readonly store: MinifiedStore,
    private readonly onReport: (report: MinifyCacheReport) => void = () => {},
  ) {}

  apply(compiler: {webpack: any; hooks: any; options: any}): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation: any) => {
      // Read here, not in apply(): the bundler fills in its option defaults after applying the plugins.
      const fingerprint = minimizerFingerprint(compiler);
      if (!fingerprint) return;
      const toStore = new Map<string, string>();
      const used = new Set<string>();
      let reused = 0;
      // Just before the minimizers: a script found in the store is replaced by its minified form and marked as
      // minimized, which the minimizer skips.
      compilation.hooks.processAssets.tapPromise(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1},
        async () => {
          const scripts = (compilation.getAssets() as {name: string; source: any; info: {minimized?: boolean}}[])
            .filter((asset) => SCRIPT.test(asset.name) && !asset.info.minimized)
            // The extension is part of the key: the minimizer treats .mjs files as modules.
            .map((asset) => ({
              name: asset.name,
              key: this.store.key(asset.source.source(), `${fingerprint}${path.extname(asset.name)}`),
            }));
          // Read a few entries at a time: one after the other, the reads took longer than the hashing.
          await forEachConcurrently(scripts, 16, async ({name, key}) => {
            used.add(key);
            const minified = await this.store.read(key);
            if (minified === undefined) {
              toStore.set(name, key);
            } else {
              compilation.updateAsset(name, new sources.RawSource(minified), {minimized: true});
              reused += 1;
            }
          });
        },
      );
      // Just after them: the scripts minified by this build are stored for the next one.
      compilation.hooks.processAssets.tapPromise(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        async () => {
          let minified = 0;
          await forEachConcurrently([...toStore], 16, async ([name, key]) => {
            const asset = compilation.getAsset(name);
            if (!asset?.info.minimized) return;
            await this.store.write(key, asset.source.source().toString());
            minified += 1;
          });
          await this.store.keepOnly(used);
          this.onReport({reused, minified});
        },
      );
    });
  }
}

/**
 * Rspack 2 keeps its minimizer's output in its own persistent cache, which makes this entry redundant: it then stays
 * out of the build (README.md of src/framework-internals, entry "minify-cache", deletion condition).
 */
export function bundlerCachesMinifiedScripts(bundler: {name: string; instance: unknown}): boolean {
  const major = Number.parseInt((bundler.instance as {rspackVersion?: string}).rspackVersion ?? '', 10);
  return bundler.name === 'rspack' && major >= 2;
}

export default function minifyCachePlugin(context: LoadContext): Plugin {
  const store = new MinifiedStore(path.join(context.siteDir, 'node_modules/.cache/minify-cache'));
  let report: MinifyCacheReport | undefined;
  return {
    name: `framework-internals/${NAME}`,
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production' || bundlerCachesMinifiedScripts(currentBundler)) return {};
      return {plugins: [new MinifyCachePlugin(store, (latest) => (report = latest))]};
    },
    async postBuild() {
      if (report) console.log(`[${NAME}] ${report.reused} scripts' minified form reused, ${report.minified} minified`);
    },
  };
}
