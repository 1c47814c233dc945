// Aliases the classic theme's client module that registers Prism's extra languages (and so puts the highlighter in
// every page's entry JavaScript) to an empty module; src/plugins/code-highlighting registers them with the code blocks
// instead (README.md, entry "prism-client-module").
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function plugin(): Plugin {
  const themeModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'framework-internals/prism-client-module',
    configureWebpack() {
      return {resolve: {alias: {[themeModule]: path.join(__dirname, 'emptyClientModule.ts')}}};
    },
  };
}
