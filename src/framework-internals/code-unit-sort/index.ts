// Edits one line of @docusaurus/theme-common's reactUtils.js with ./codeUnitSortLoader.js (README.md, entry "code-unit-sort").
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {frameworkFilePattern, sourceEdit} from '../bundler';

export default function plugin(): Plugin {
  return sourceEdit(
    'code-unit-sort',
    frameworkFilePattern('theme-common/lib/utils/reactUtils.js'),
    path.join(__dirname, 'codeUnitSortLoader.js'),
  );
}
