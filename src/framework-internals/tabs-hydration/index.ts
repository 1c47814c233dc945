// Edits one prop of @docusaurus/theme-classic's Tabs with ./tabsHydrationLoader.js (README.md, entry "tabs-hydration").
// `pre`: the loader reads the file as published (JSX), before the bundler's own JavaScript loader compiles it.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {frameworkFilePattern, sourceEdit} from '../bundler';

export default function plugin(): Plugin {
  return sourceEdit(
    'tabs-hydration',
    frameworkFilePattern('theme-classic/lib/theme/Tabs/index.js'),
    path.join(__dirname, 'tabsHydrationLoader.js'),
    {enforce: 'pre'},
  );
}
