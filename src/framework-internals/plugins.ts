/**
 * Every entry of this folder, as plugins of the site (README.md has the table). Deleting an entry = deleting its folder
 * and its line here.
 */
import type {PluginConfig} from '@docusaurus/types';

const entry = (name: string) => `./src/framework-internals/${name}/index.ts`;

/** Entries whose order does not matter; listed after the site's own plugins. */
export const frameworkInternals: PluginConfig[] = [
  // Entry JavaScript of every page.
  entry('site-config-trim'),
  entry('utils-common-entry'),
  entry('progress-bar'),
  // Hydration work: framework modules swapped for equivalents, each compared with the original in its unit test.
  entry('intl-dates'),
  entry('docs-client-utils'),
  entry('code-word-wrap'),
  entry('plural-form'),
  entry('leading-emoji'),
  entry('code-unit-sort'),
  entry('tabs-hydration'),
  // Code highlighting's bundler parts (the feature itself is src/plugins/code-highlighting).
  entry('prism-client-module'),
  entry('prism-bundled-themes'),
  // Emitted assets and chunking.
  entry('unused-css'),
  entry('minify-cache'),
  entry('shared-chunks'),
];

/** Last of all plugins: it reads the route table every other plugin contributed to. */
export const routeShards: PluginConfig = entry('route-shards');
