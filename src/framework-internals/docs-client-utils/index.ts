// Swaps @docusaurus/plugin-content-docs/lib/client/docsClientUtils.js for ./docsClientUtils.ts (README.md of src/framework-internals, entry "docs-client-utils").
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacement} from '../bundler';

export default function plugin(): Plugin {
  return moduleReplacement(
    'docs-client-utils',
    'plugin-content-docs/lib/client/docsClientUtils.js',
    path.join(__dirname, 'docsClientUtils.ts'),
  );
}
