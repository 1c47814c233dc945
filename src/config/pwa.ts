import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';

/** Offline web app: installable, and fully cached once a reader opts in. */
export const pwaOptions: Partial<PwaOptions> = {
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
  // swRegister: set by src/plugins/offline (registration once the page has loaded).
  // Offline readers need the product pages, not the /tests fixtures, the debug pages or redirect fixtures.
  // plugin-pwa sets swSrc/swDest itself, so only the glob filter is given here.
  injectManifestConfig: {
    globIgnores: ['tests/**', '__docusaurus/**', 'home/**', 'img/social-cards/**'],
  } as PwaOptions['injectManifestConfig'],
  pwaHead: [
    {tagName: 'link', rel: 'icon', href: '/img/icon-512.png'},
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: '#1f7a55'},
    {tagName: 'meta', name: 'mobile-web-app-capable', content: 'yes'},
    {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#000'},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icon-192.png'},
    {tagName: 'link', rel: 'mask-icon', href: '/img/logo.svg', color: '#1f7a55'},
    {tagName: 'meta', name: 'msapplication-TileImage', content: '/img/icon-192.png'},
    {tagName: 'meta', name: 'msapplication-TileColor', content: '#000'},
  ],
};
