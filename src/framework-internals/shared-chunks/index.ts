/**
 * Puts the tab components in one shared chunk (README.md). Without it, the bundler copies them into every content
 * chunk of a page that uses tabs (their code is under its minimum size for a split), so a reader moving between such
 * pages downloads them again each time.
 */
import type {Plugin} from '@docusaurus/types';

/** The scripts of the tab components: the theme's, the theme-common hook they share, and this site's wrapper. */
export const tabModules =
  /[\\/](?:@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](?:Tabs|TabItem)[\\/]index\.js|@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]tabsUtils\.js|src[\\/]theme[\\/]TabItem[\\/]index\.tsx)$/;

export default function sharedChunksPlugin(): Plugin {
  return {
    name: 'framework-internals/shared-chunks',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const splitChunks = config.optimization?.splitChunks;
      if (!splitChunks) return {};
      splitChunks.cacheGroups = {
        ...splitChunks.cacheGroups,
        tabs: {name: 'tabs', test: tabModules, chunks: 'async', minSize: 0, minChunks: 2, enforce: true, priority: 30},
      };
      return {};
    },
  };
}
