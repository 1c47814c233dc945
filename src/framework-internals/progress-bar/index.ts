// Aliases the classic theme's progress-bar client module to ./progressBar.ts, which loads nprogress when the browser
// is idle instead of with every page's entry JavaScript (README.md, entry "progress-bar").
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {prependAliases} from '../bundler';

export default function plugin(): Plugin {
  const themeModule = require.resolve('@docusaurus/theme-classic/lib/nprogress.js');
  const ours = path.join(__dirname, 'progressBar.ts');
  return {
    name: 'framework-internals/progress-bar',
    configureWebpack(config) {
      // The theme lists its client module with and without the extension.
      prependAliases(config, {[themeModule]: ours, [themeModule.replace(/\.js$/, '')]: ours});
      return {};
    },
  };
}
