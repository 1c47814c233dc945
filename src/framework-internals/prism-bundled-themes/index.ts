// Drops the 20 colour themes prism-react-renderer bundles behind its `themes` export, with
// ./stripBundledThemesLoader.js (README.md, entry "prism-bundled-themes").
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {sourceEdit} from '../bundler';

export default function plugin(): Plugin {
  return sourceEdit(
    'prism-bundled-themes',
    /prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
    path.join(__dirname, 'stripBundledThemesLoader.js'),
  );
}
