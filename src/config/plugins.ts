/** Every plugin instance of the site, apart from the classic preset's own. */
import type {PluginConfig} from '@docusaurus/types';
import {buildsBlog, buildsFullSite, communityDocsOptions, devChangelogReleases} from './content';
import {repoUrl} from './site';
import {redirectOptions} from './redirects';
import {pwaOptions} from './pwa';
import {socialCardPluginIds} from '../plugins/social-cards/cardPath';
import {searchBackend} from './search';
import {dogfoodingPlugins} from '../../_dogfooding/dogfooding.config';
import remarkCodeImports from '../plugins/code-highlighting/remarkCodeImports';
import {frameworkInternals, routeShards} from '../framework-internals/plugins';

/** The changelog, one page per release, built from `changelog/releases/*.yml`; `npm start` leaves it out by default. */
const changelog: PluginConfig = [
  './src/plugins/changelog/index.ts',
  {
    id: 'changelog',
    blogTitle: 'Docusaurus changelog',
    blogDescription: 'Every Docusaurus release, with the changes it brought and the people who made them.',
    blogSidebarCount: 'ALL',
    blogSidebarTitle: 'Changelog',
    routeBasePath: '/changelog',
    showReadingTime: false,
    postsPerPage: 20,
    archiveBasePath: null,
    authorsMapPath: 'authors.json',
    remarkPlugins: [remarkCodeImports],
    // `WITH_BLOG=true npm start` publishes the newest releases only (README "Run it").
    ...(buildsFullSite ? {} : {newestReleases: devChangelogReleases}),
    feedOptions: {
      type: 'all',
      title: 'Docusaurus changelog',
      description: 'New Docusaurus releases, with the changes each one brings.',
      language: 'en',
      xslt: true,
    },
  },
];

export const plugins: PluginConfig[] = [
  ...(buildsBlog ? [changelog] : []),
  ['content-docs', communityDocsOptions],
  ['ideal-image', {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: false}],
  // Local search; its index is written after the build and precached by the offline plugin, which waits for it
  // (src/plugins/offline/precache.ts orders the two postBuilds).
  [
    './src/plugins/local-search/index.ts',
    {search: {backend: searchBackend.kind, missingResultsUrl: `${repoUrl}/issues/new`}},
  ],
  // Offline web app (plugin-pwa underneath).
  ['./src/plugins/offline/index.ts', pwaOptions],
  './src/plugins/feature-requests/index.ts',
  './src/plugins/announcement-bar/index.ts',
  // postcss-loader's search for a config file the site does not have, turned off.
  './src/plugins/postcss-options/index.ts',
  // `npm start` compiles Mermaid (and DocSearch's on-demand modal) when a page first loads it.
  './src/plugins/dev-lazy-packages/index.ts',
  './src/plugins/katex/index.ts',
  './src/plugins/code-highlighting/index.ts',
  ['./src/plugins/llms-txt/index.ts', {blogPluginIds: ['default', 'changelog']}],
  ['./src/plugins/social-cards/index.ts', {docsPluginIds: [...socialCardPluginIds]}],
  // Host configuration (headers, CSP, redirects) written from the built pages; it also runs the client-redirects
  // plugin, so that the redirect pages exist before it reads the build.
  ['./src/plugins/hosting/index.ts', {redirects: redirectOptions}],
  // Everything that reaches below Docusaurus's public API (src/framework-internals/README.md).
  ...frameworkInternals,
  routeShards,
  ...dogfoodingPlugins,
];
