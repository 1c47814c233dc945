/**
 * Offline mode: the site as an installable web app whose pages, assets and search index are cached by a service
 * worker once a reader opts in. Built on @docusaurus/plugin-pwa, whose lifecycles this plugin runs itself
 * (through src/framework-internals/pwa-offline) so that its `postBuild` can first wait for the files other plugins
 * write after the build (the search index: precache.ts) and add them to the precache.
 *
 * Only production builds get a service worker; `npm start` runs without one, as plugin-pwa does.
 */
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import {normalizeUrl} from '@docusaurus/utils';
import {createPwaPlugin, pwaThemePaths, validatePwaOptions} from '../../framework-internals/pwa-offline/pluginPwa';
import {awaitPrecacheFiles, type PrecacheFile} from './precache';

export type PluginOptions = PwaOptions & {id: string};
export type Options = Partial<PwaOptions>;

export const offlinePluginName = 'docusaurus-plugin-offline';

type ManifestEntry = {url: string; revision: string | null};

/** Precache entries for files other plugins wrote, as Workbox's `additionalManifestEntries` expects them. */
export function manifestEntries(baseUrl: string, files: PrecacheFile[]): ManifestEntry[] {
  return files.map((file) => ({url: normalizeUrl([baseUrl, file.path]), revision: file.revision}));
}

export default function offlinePlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {id: _id, ...pwaOptions} = options;
  const pwa = process.env.NODE_ENV === 'production' ? createPwaPlugin(context, pwaOptions) : null;
  if (!pwa) return {name: offlinePluginName};

  return {
    name: offlinePluginName,
    getClientModules: pwa.getClientModules,
    getDefaultCodeTranslationMessages: pwa.getDefaultCodeTranslationMessages,
    injectHtmlTags: pwa.injectHtmlTags,
    configureWebpack: pwa.configureWebpack,
    getThemePath: () => pwaThemePaths.themePath,
    getTypeScriptThemePath: () => pwaThemePaths.typeScriptThemePath,

    async postBuild(props) {
      const extraFiles = await awaitPrecacheFiles();
      // Workbox's globs already take *.js, *.json, *.html and the like; files they miss (the search index's binary
      // chunks) are listed here. The PWA plugin holds this very object: extend it before its postBuild reads it.
      const manifestConfig = pwaOptions.injectManifestConfig;
      manifestConfig.additionalManifestEntries = [
        ...(manifestConfig.additionalManifestEntries ?? []),
        ...manifestEntries(context.baseUrl, extraFiles),
      ];
      await pwa.postBuild?.(props);
    },
  };
}

export function validateOptions({validate, options}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validatePwaOptions(validate as never, options);
}
