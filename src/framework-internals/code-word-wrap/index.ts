// Swaps @docusaurus/theme-common/lib/hooks/useCodeWordWrap.js for ./codeWordWrap.ts (README.md of src/framework-internals, entry "code-word-wrap").
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacement} from '../bundler';

export default function plugin(): Plugin {
  return moduleReplacement(
    'code-word-wrap',
    'theme-common/lib/hooks/useCodeWordWrap.js',
    path.join(__dirname, 'codeWordWrap.ts'),
  );
}
