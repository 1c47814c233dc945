/**
 * Small substitutions that keep code and data the browser does not need at start-up
 * out of every page's entry JavaScript, and framework modules swapped for equivalents
 * that do less work while a page hydrates (see README.md). The trimmed config and the
 * utils-common entry apply to production builds only (the server render reads the same
 * config, so both render alike); the progress bar and the hydration replacements apply
 * in `npm start` too.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {packChunkHashes} from './chunkHashes';
import {clientConfigModule} from './clientConfig';

/**
 * Packs the runtime's chunk-hash table (chunkHashes.ts) once the real content hashes are written: that step finds
 * the old hashes in the runtime by their text, which the packed form no longer has. The runtime keeps its file name,
 * whose hash was computed from the unpacked table and so still changes whenever any chunk does.
 */
class PackChunkHashesPlugin {
  apply(compiler: {webpack: any; hooks: any}): void {
    const {Compilation, sources, WebpackError} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('lean-entry', (compilation: any) => {
      compilation.hooks.processAssets.tap({name: 'lean-entry', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1}, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.hasRuntime()) continue;
          for (const file of chunk.files as Iterable<string>) {
            if (!file.endsWith('.js')) continue;
            const packed = packChunkHashes(compilation.getAsset(file).source.source().toString());
            if (packed) compilation.updateAsset(file, new sources.RawSource(packed.source));
            else compilation.warnings.push(new WebpackError(`[lean-entry] ${file}: no chunk-hash table found to pack; re-check src/plugins/lean-entry/chunkHashes.ts`));
          }
        }
      });
    });
  }
}

export default function leanEntryPlugin(context: LoadContext): Plugin {
  const themeProgressBar = require.resolve('@docusaurus/theme-classic/lib/nprogress.js');
  const progressBar = path.join(__dirname, 'client', 'progressBar.ts');
  // Framework modules swapped for equivalents that do less work while a page hydrates (README, "Hydration work"),
  // by the end of their resolved path: they are imported by relative paths, which an alias does not see.
  const framework = (file: string) => new RegExp(`[\\\\/]@docusaurus[\\\\/]${file.replace(/[./]/g, (c) => (c === '.' ? '\\.' : '[\\\\/]'))}$`);
  const replacedModules: [RegExp, string][] = [
    [framework('theme-common/lib/utils/IntlUtils.js'), 'intlUtils.ts'],
    [framework('plugin-content-docs/lib/client/docsClientUtils.js'), 'docsClientUtils.ts'],
    [framework('theme-common/lib/hooks/useCodeWordWrap.js'), 'codeWordWrap.ts'],
    [framework('theme-common/lib/utils/usePluralForm.js'), 'pluralForm.ts'],
    [framework('theme-common/lib/utils/emojiUtils.js'), 'leadingEmoji.ts'],
  ];
  const themeReactUtils = framework('theme-common/lib/utils/reactUtils.js');
  return {
    name: 'lean-entry',
    configureWebpack(config, isServer, {currentBundler}) {
      const alias: Record<string, string> = {
        [themeProgressBar]: progressBar,
        [themeProgressBar.replace(/\.js$/, '')]: progressBar,
      };
      if (config.mode === 'production') {
        // Server rendering reads the same trimmed config, so pages that show it (the debug
        // config page) render the same on both sides.
        const generated = readFileSync(path.join(context.generatedFilesDir, 'docusaurus.config.mjs'), 'utf8');
        const target = path.join(context.generatedFilesDir, 'lean-entry', 'docusaurus.config.mjs');
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, clientConfigModule(generated));
        alias['@generated/docusaurus.config$'] = target;
        if (!isServer) alias['@docusaurus/utils-common$'] = path.join(__dirname, 'client', 'utilsCommon.ts');
      }
      // Ours first: the generic `@generated` alias would otherwise win.
      config.resolve ??= {};
      config.resolve.alias = {...alias, ...(config.resolve.alias as Record<string, string>)};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        module: {
          rules: [{test: themeReactUtils, use: [{loader: path.join(__dirname, 'codeUnitSortLoader.js')}]}],
        },
        plugins: [
          ...replacedModules.map(([original, file]) => new NormalModuleReplacementPlugin(original, path.join(__dirname, 'client', file))),
          ...(config.mode === 'production' && !isServer ? [new PackChunkHashesPlugin()] : []),
        ],
      };
    },
  };
}
