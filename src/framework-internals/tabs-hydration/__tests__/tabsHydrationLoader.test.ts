import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
// Plain ESM helper: finds package files that a package's `exports` map does not list.
import {packagePath} from '../../../../scripts/lib/framework-guards.mjs';

const require = createRequire(import.meta.url);
const tabsHydration = require('../tabsHydrationLoader.js') as (source: string) => string;

describe('tabsHydrationLoader', () => {
  it('removes the remount key of theme-classic Tabs and changes nothing else', () => {
    const source = readFileSync(packagePath('@docusaurus/theme-classic/lib/theme/Tabs/index.js'), 'utf8');
    const patched = tabsHydration(source);
    expect(patched).not.toContain('String(isBrowser)');
    expect(patched).toBe(source.replace('key={String(isBrowser)}', ''));
    // What made the remount unnecessary: the stored or linked tab reaches the state through a layout effect.
    const tabsUtils = readFileSync(packagePath('@docusaurus/theme-common/lib/utils/tabsUtils.js'), 'utf8');
    expect(tabsUtils).toMatch(
      /useIsomorphicLayoutEffect\(\(\) => \{\s*if \(valueToSync\) \{\s*setSelectedValue\(valueToSync\);/,
    );
  });

  it('fails the build when the key it removes is gone', () => {
    expect(() => tabsHydration('export default function Tabs() {}')).toThrow(/no longer remounts/);
  });
});
