// Edits one line of @docusaurus/theme-common's reactUtils.js with ./codeUnitSortLoader.js (README.md, entry "code-unit-sort").
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {frameworkFilePattern} from '../bundler';

export default function plugin(): Plugin {
  return {
    name: 'framework-internals/code-unit-sort',
    configureWebpack() {
      const test = frameworkFilePattern('theme-common/lib/utils/reactUtils.js');
      return {module: {rules: [{test, use: [{loader: path.join(__dirname, 'codeUnitSortLoader.js')}]}]}};
    },
  };
}
