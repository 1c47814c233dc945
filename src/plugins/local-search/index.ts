/**
 * Local search.
 *
 * - postBuild: builds the Pagefind index from the production HTML and hands its binary
 *   files to the offline plugin's precache (../offline/precache.ts, which orders the two
 *   postBuilds: Docusaurus runs them in parallel).
 * - dev (`npm start`): serves the last production index at /pagefind/ if there is one.
 * - global data: tells SearchBar/SearchPage which backend to use.
 */
import path from 'node:path';
import {existsSync} from 'node:fs';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {buildSearchIndex, pagefindFolder} from './indexer';
import {localSearchPluginName, type LocalSearchGlobalData} from './types';
import {ModalStylesheetPlugin} from './modalStylesheet';
import {announcePrecacheFiles} from '../offline/precache';
import {docsearchStyleAlias} from '../../framework-internals/docsearch-styles/alias';

export type LocalSearchOptions = {
  backend: 'local' | 'algolia';
  /** Issue form that "Let us know." opens from the no-results screen. */
  missingResultsUrl?: string | null;
};

export type PluginOptions = {
  id: string;
  search: Required<LocalSearchOptions>;
};

export type Options = {search?: LocalSearchOptions};

export default function localSearchPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {baseUrl, outDir, siteConfig} = context;
  const isLocal = options.search.backend === 'local';
  const isProduction = process.env.NODE_ENV === 'production';
  const indexDir = path.join(outDir, pagefindFolder);
  // Announced now, before any postBuild starts, so that the offline plugin knows to wait for the index.
  const precache = isProduction && isLocal ? announcePrecacheFiles(localSearchPluginName) : null;

  return {
    configureWebpack(_config, isServer) {
      return {
        // DocSearch's modal CSS, emitted by the client build (see modalStylesheet.ts).
        plugins: isServer ? [] : [new ModalStylesheetPlugin()],
        module: {
          rules: [
            // No eval probe in DocSearch's bundled zod (see noEvalProbeLoader.js).
            {
              test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/][\w-]+\.js$/,
              use: [{loader: path.join(__dirname, 'noEvalProbeLoader.js')}],
            },
          ],
        },
        // DocSearch's modal CSS is linked on first use (see modalStylesheet.ts), not bundled.
        resolve: {alias: docsearchStyleAlias(path.join(__dirname, 'components', 'docsearchStyleModule.ts'))},
        // `npm start` has no index of its own: serve the last production one, if any.
        // Core merges `devServer` into the dev server options; the bundler's types do not know the key.
        ...(!isProduction &&
          isLocal &&
          ({
            devServer: {static: [{directory: indexDir, publicPath: normalizeUrl([baseUrl, pagefindFolder, '/'])}]},
          } as object)),
      };
    },
    name: localSearchPluginName,

    async contentLoaded({actions}) {
      const data: LocalSearchGlobalData = {
        backend: options.search.backend,
        pagefindScriptPath: normalizeUrl([baseUrl, pagefindFolder, 'pagefind.js']),
        baseUrl,
        indexMissingInDev: !isProduction && !existsSync(path.join(indexDir, 'pagefind.js')),
        missingResultsUrl: options.search.missingResultsUrl,
      };
      actions.setGlobalData(data);
    },

    async postBuild(props) {
      if (!isLocal) return;
      try {
        const index = await buildSearchIndex({
          siteDir: context.siteDir,
          outDir: props.outDir,
          siteTitle: siteConfig.title,
          cacheDir: path.join(context.siteDir, 'node_modules/.cache/local-search'),
        });
        console.log(
          `[local-search] ${index.fromCache ? 'Index of the same pages reused' : 'Indexed'}: ` +
            `${index.indexedPages} pages (${index.skippedPages} skipped) in ${index.durationMs} ms.`,
        );
        // Workbox already globs *.js and *.json; the binary index chunks are handed over for the precache.
        precache?.done(
          index.binaryFiles.map((file) => ({
            path: [pagefindFolder, ...file.path.split(path.sep)].join('/'),
            revision: file.revision,
          })),
        );
      } catch (error) {
        precache?.failed(error);
        throw error;
      }
    },
  };
}

export function validateOptions({options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  const {id, search} = options as Options & {id?: string};
  return {
    id: id ?? 'default',
    search: {backend: search?.backend ?? 'local', missingResultsUrl: search?.missingResultsUrl ?? null},
  };
}
