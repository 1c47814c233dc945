// Swaps @docusaurus/theme-common/lib/utils/usePluralForm.js for ./pluralForm.ts (README.md of src/framework-internals, entry "plural-form").
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacement} from '../bundler';

export default function plugin(): Plugin {
  return moduleReplacement(
    'plural-form',
    'theme-common/lib/utils/usePluralForm.js',
    path.join(__dirname, 'pluralForm.ts'),
  );
}
