import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
// Plain ESM helper: finds package files that a package's `exports` map does not list.
import {packagePath} from '../../../../scripts/lib/framework-guards.mjs';

const require = createRequire(import.meta.url);
const codeUnitSort = require('../codeUnitSortLoader.js') as (source: string) => string;

describe('codeUnitSortLoader', () => {
  it('replaces the one localeCompare of theme-common reactUtils.js', () => {
    const file = packagePath('@docusaurus/theme-common/lib/utils/reactUtils.js');
    const patched = codeUnitSort(readFileSync(file, 'utf8'));
    expect(patched).not.toContain('localeCompare');
    expect(patched).toContain('deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));');
  });

  it('fails the build when the line it edits is gone', () => {
    expect(() => codeUnitSort('export const nothing = 1;')).toThrow(/no longer sorts with localeCompare/);
  });
});
