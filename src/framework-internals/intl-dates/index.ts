// Swaps @docusaurus/theme-common/lib/utils/IntlUtils.js for ./intlUtils.ts (README.md of src/framework-internals, entry "intl-dates").
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacement} from '../bundler';

export default function plugin(): Plugin {
  return moduleReplacement('intl-dates', 'theme-common/lib/utils/IntlUtils.js', path.join(__dirname, 'intlUtils.ts'));
}
