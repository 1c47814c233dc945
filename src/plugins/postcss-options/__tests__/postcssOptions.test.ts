import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import postcssOptionsPlugin, {withoutConfigSearch} from '../index';

const siteDir = path.resolve(__dirname, '../../../..');

describe('postcss-options plugin', () => {
  it('turns the config file search off and keeps the options Docusaurus set', () => {
    const plugins = [['postcss-preset-env', {}]];
    expect(withoutConfigSearch({ident: 'postcss', plugins})).toEqual({ident: 'postcss', plugins, config: false});
    expect(postcssOptionsPlugin().configurePostCss).toBe(withoutConfigSearch);
  });

  it('uses the switch the installed postcss-loader reads', async () => {
    // The loader decides whether to search from `postcssOptions.config`; if a new version renamed it, the search
    // would silently come back.
    // The copy Node resolves from @docusaurus/bundler, which adds the loader: its own, or the hoisted one.
    const loaderPath = [
      'node_modules/@docusaurus/bundler/node_modules/postcss-loader/dist/index.js',
      'node_modules/postcss-loader/dist/index.js',
    ]
      .map((file) => path.join(siteDir, file))
      .find((file) => existsSync(file));
    expect(loaderPath, 'postcss-loader installed').toBeDefined();
    const source = await readFile(loaderPath!, 'utf8');
    expect(source).toContain('options.postcssOptions.config');
  });
});
