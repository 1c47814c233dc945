/**
 * The door to @docusaurus/plugin-pwa's plugin function for src/plugins/offline (README.md, entry "pwa-offline").
 * The package's typings declare only its option types, so the function is taken from its built `lib/index.js` and the
 * validator from `lib/options.js` (both files also in the 4.0 canary); the offline plugin calls them to run the PWA's
 * lifecycles itself, which lets its `postBuild` add the search index to the precache before the service worker is
 * generated. `lib/index.js` loads workbox-build as it is imported, so it is only loaded for a production build.
 */
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import {validateOptions} from '@docusaurus/plugin-pwa/lib/options.js';

const pwaPackageDir = path.dirname(require.resolve('@docusaurus/plugin-pwa/package.json'));

/** The client module that registers the service worker once the page has loaded (see registerSwAfterLoad.ts). */
export const registerSwAfterLoadPath = path.join(__dirname, 'registerSwAfterLoad.ts');

/** plugin-pwa's own theme components (the reload popup), as its plugin would declare them. */
export const pwaThemePaths = {
  themePath: path.join(pwaPackageDir, 'lib', 'theme'),
  typeScriptThemePath: path.join(pwaPackageDir, 'src', 'theme'),
};

/**
 * plugin-pwa's plugin with the site's options. Its registration script is replaced by the after-load one unless the
 * site turned registration off (`swRegister: false`). The options object is spread, not copied deeply: the plugin keeps
 * the site's `injectManifestConfig` object, which the offline plugin extends before the PWA's `postBuild` runs.
 */
export function createPwaPlugin(context: LoadContext, options: PwaOptions): Plugin<void> | null {
  // Loaded here, not at the top: the plugin's module loads workbox-build (about 0.5 s) when it is imported, and the
  // offline plugin only calls this for a production build.
  const pluginPwa = (
    require('@docusaurus/plugin-pwa/lib/index.js') as typeof import('@docusaurus/plugin-pwa/lib/index.js')
  ).default;
  const swRegister = options.swRegister === false ? false : registerSwAfterLoadPath;
  // null outside production builds and with the hash router, which plugin-pwa does not support.
  return pluginPwa(context, {...options, swRegister}) as Plugin<void> | null;
}

/** plugin-pwa's option validation: its defaults filled in, and the plugin id. */
export function validatePwaOptions(
  validate: OptionValidationContext<unknown, unknown>['validate'],
  options: Partial<PwaOptions> & {id?: string},
): PwaOptions & {id: string} {
  return validateOptions({validate: validate as never, options: options as never}) as PwaOptions & {id: string};
}
