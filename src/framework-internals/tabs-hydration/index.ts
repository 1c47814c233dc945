// Edits one prop of @docusaurus/theme-classic's Tabs with ./tabsHydrationLoader.js (README.md, entry "tabs-hydration").
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {frameworkFilePattern} from '../bundler';

export default function plugin(): Plugin {
  return {
    name: 'framework-internals/tabs-hydration',
    configureWebpack() {
      const test = frameworkFilePattern('theme-classic/lib/theme/Tabs/index.js');
      // `pre`: the loader reads the file as published (JSX), before the bundler's own JavaScript loader compiles it.
      return {
        module: {rules: [{test, enforce: 'pre', use: [{loader: path.join(__dirname, 'tabsHydrationLoader.js')}]}]},
      };
    },
  };
}
