import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sharedChunksPlugin, {tabModules} from '../index';

const require = createRequire(import.meta.url);
const siteDir = path.resolve(__dirname, '../../../..');

describe('shared-chunks', () => {
  it('selects the installed tab components and this site’s TabItem wrapper, and nothing else of the theme', () => {
    for (const file of [
      require.resolve('@docusaurus/theme-classic/lib/theme/Tabs/index.js'),
      require.resolve('@docusaurus/theme-classic/lib/theme/TabItem/index.js'),
      path.join(siteDir, 'node_modules/@docusaurus/theme-common/lib/utils/tabsUtils.js'),
      path.join(siteDir, 'src/theme/TabItem/index.tsx'),
    ]) {
      expect(existsSync(file), file).toBe(true);
      expect(tabModules.test(file), file).toBe(true);
    }
    for (const file of [
      path.join(siteDir, 'node_modules/@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css'),
      require.resolve('@docusaurus/theme-classic/lib/theme/CodeBlock/index.js'),
      path.join(siteDir, 'src/components/ConfigTabs/index.tsx'),
    ]) {
      expect(tabModules.test(file), file).toBe(false);
    }
  });

  it('adds the group to the client production build only', () => {
    const plugin = sharedChunksPlugin();
    const config = (mode: string) =>
      ({mode, optimization: {splitChunks: {cacheGroups: {common: {name: 'common'}}}}}) as never;
    const client = config('production');
    plugin.configureWebpack!(client, false, {} as never, {} as never);
    expect(
      Object.keys(
        (client as {optimization: {splitChunks: {cacheGroups: object}}}).optimization.splitChunks.cacheGroups,
      ),
    ).toEqual(['common', 'tabs']);
    for (const [other, isServer] of [
      [config('production'), true],
      [config('development'), false],
    ] as const) {
      plugin.configureWebpack!(other, isServer, {} as never, {} as never);
      expect(
        Object.keys(
          (other as {optimization: {splitChunks: {cacheGroups: object}}}).optimization.splitChunks.cacheGroups,
        ),
      ).toEqual(['common']);
    }
  });
});
