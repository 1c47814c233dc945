/**
 * Local search + offline web app, in one plugin because their build steps must run
 * in order: Docusaurus runs the plugins' postBuild hooks in parallel, and the
 * service worker's precache manifest has to list the search index files.
 *
 * - postBuild: builds the Pagefind index from the production HTML, then runs
 *   @docusaurus/plugin-pwa's own postBuild with the index files added to the precache.
 * - dev (`npm start`): serves the last production index at /pagefind/ if there is one.
 * - global data: tells SearchBar/SearchPage which backend to use.
 */
import path from 'node:path';
import {existsSync} from 'node:fs';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import pluginPwa, {validateOptions as validatePwaOptions} from '@docusaurus/plugin-pwa/lib/index.js';
import {normalizeUrl} from '@docusaurus/utils';
import {buildSearchIndex, pagefindFolder} from './indexer';
import {localSearchPluginName, type LocalSearchGlobalData} from './types';
import {ModalStylesheetPlugin} from './modalStylesheet';

export type LocalSearchOptions = {
  backend: 'local' | 'algolia';
  /** Issue form that "Let us know." opens from the no-results screen. */
  missingResultsUrl?: string | null;
};

export type PluginOptions = {
  id: string;
  pwa: PwaOptions;
  search: Required<LocalSearchOptions>;
};

export type Options = {pwa?: Partial<PwaOptions>; search?: LocalSearchOptions};

const pwaPackageDir = path.dirname(require.resolve('@docusaurus/plugin-pwa/package.json'));

/** plugin-pwa declares paths relative to its own folder; from here they must be absolute. */
function pwaPaths(options: PwaOptions): PwaOptions {
  const swRegister =
    typeof options.swRegister === 'string' && options.swRegister.startsWith('.')
      ? path.join(pwaPackageDir, 'lib', options.swRegister)
      : options.swRegister;
  return {...options, swRegister};
}

export default function localSearchPlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {baseUrl, outDir, siteConfig} = context;
  const isLocal = options.search.backend === 'local';
  const isProduction = process.env.NODE_ENV === 'production';
  const indexDir = path.join(outDir, pagefindFolder);
  const pwaOptions = pwaPaths(options.pwa);
  const pwa = isProduction ? pluginPwa(context, pwaOptions) : null;

  return {
    ...(pwa && {
      getClientModules: pwa.getClientModules,
      getDefaultCodeTranslationMessages: pwa.getDefaultCodeTranslationMessages,
      injectHtmlTags: pwa.injectHtmlTags,
      getThemePath: () => path.join(pwaPackageDir, 'lib', 'theme'),
      getTypeScriptThemePath: () => path.join(pwaPackageDir, 'src', 'theme'),
    }),
    configureWebpack(config, isServer, utils, content) {
      const pwaConfig = pwa?.configureWebpack?.(config, isServer, utils, content);
      return {
        ...pwaConfig,
        // DocSearch's modal CSS, emitted by the client build (see modalStylesheet.ts).
        plugins: [...(pwaConfig?.plugins ?? []), ...(isServer ? [] : [new ModalStylesheetPlugin()])],
        module: {
          rules: [
            ...(pwaConfig?.module?.rules ?? []),
            // No eval probe in DocSearch's bundled zod (see noEvalProbeLoader.js).
            {test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/][\w-]+\.js$/, use: [{loader: path.join(__dirname, 'noEvalProbeLoader.js')}]},
          ],
        },
        // DocSearch's modal CSS is linked on first use (see modalStylesheet.ts), not bundled.
        resolve: {alias: {'@docsearch/react/style$': path.join(__dirname, 'components', 'docsearchStyleModule.ts')}},
        // `npm start` has no index of its own: serve the last production one, if any.
        // Core merges `devServer` into the dev server options; the bundler's types do not know the key.
        ...(!isProduction &&
          isLocal &&
          ({devServer: {static: [{directory: indexDir, publicPath: normalizeUrl([baseUrl, pagefindFolder, '/'])}]}} as object)),
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
      if (isLocal) {
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
        if (pwa) {
          // Workbox already globs *.js and *.json; the binary index chunks are added here.
          // plugin-pwa keeps a reference to this object: extend it in place.
          const manifestConfig = pwaOptions.injectManifestConfig;
          manifestConfig.additionalManifestEntries = [
            ...(manifestConfig.additionalManifestEntries ?? []),
            ...index.binaryFiles.map((file) => ({
              url: normalizeUrl([baseUrl, pagefindFolder, file.path]),
              revision: file.revision,
            })),
          ];
        }
      }
      await pwa?.postBuild?.(props);
    },
  };
}

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  const {id, pwa, search} = options as Options & {id?: string};
  const validatedPwa = validatePwaOptions({validate: validate as never, options: {...pwa, id} as never}) as PwaOptions & {
    id: string;
  };
  const {id: normalizedId, ...pwaRest} = validatedPwa;
  return {
    id: normalizedId,
    pwa: pwaRest as PwaOptions,
    search: {backend: search?.backend ?? 'local', missingResultsUrl: search?.missingResultsUrl ?? null},
  };
}
