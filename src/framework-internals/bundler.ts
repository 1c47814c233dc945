/**
 * What the entries of this folder share: each entry is a small Docusaurus plugin named `framework-internals/<entry>`,
 * so that it can be listed, measured and deleted on its own (README.md).
 */
import type {Plugin} from '@docusaurus/types';

/** The resolved path of a file of an `@docusaurus/*` package, e.g. `theme-common/lib/utils/IntlUtils.js`. */
export function frameworkFilePattern(file: string): RegExp {
  const escaped = file.replace(/[./]/g, (character) => (character === '.' ? '\\.' : '[\\\\/]'));
  return new RegExp(`[\\\\/]@docusaurus[\\\\/]${escaped}$`);
}

/**
 * An entry that swaps one framework module for ours, in the browser and the server bundle alike. The originals are
 * imported by relative paths inside their package, which a `resolve.alias` does not see; the bundler's
 * `NormalModuleReplacementPlugin` does.
 */
export function moduleReplacement(entry: string, frameworkFile: string, replacement: string): Plugin {
  return {
    name: `framework-internals/${entry}`,
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(frameworkFilePattern(frameworkFile), replacement)]};
    },
  };
}

/**
 * An entry that edits a framework file's source with a loader of its folder, in the browser and the server bundle
 * alike. `enforce: 'pre'` when the loader must read the file as published, before the bundler's own JavaScript loader
 * compiles it.
 */
export function sourceEdit(entry: string, test: RegExp, loader: string, rule: {enforce?: 'pre'} = {}): Plugin {
  return {
    name: `framework-internals/${entry}`,
    configureWebpack() {
      return {module: {rules: [{test, ...rule, use: [{loader}]}]}};
    },
  };
}

/** Puts `alias` before the bundler's own aliases: the generic `@generated` alias would otherwise win. */
export function prependAliases(config: {resolve?: {alias?: unknown}}, alias: Record<string, string>): void {
  config.resolve ??= {};
  config.resolve.alias = {...alias, ...(config.resolve.alias as Record<string, string>)};
}
