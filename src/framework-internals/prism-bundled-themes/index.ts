// Drops the 20 colour themes prism-react-renderer bundles behind its `themes` export, with
// ./stripBundledThemesLoader.js (README.md, entry "prism-bundled-themes").
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function plugin(): Plugin {
  return {
    name: 'framework-internals/prism-bundled-themes',
    configureWebpack() {
      const test = /prism-react-renderer[\\/]dist[\\/]index\.mjs$/;
      return {module: {rules: [{test, use: [{loader: path.join(__dirname, 'stripBundledThemesLoader.js')}]}]}};
    },
  };
}
