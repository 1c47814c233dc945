import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import postcssOptionsPlugin, {withoutConfigSearch} from '../index';

const require = createRequire(import.meta.url);

describe('postcss-options plugin', () => {
  it('turns the config file search off and keeps the options Docusaurus set', () => {
    const plugins = [['postcss-preset-env', {}]];
    expect(withoutConfigSearch({ident: 'postcss', plugins})).toEqual({ident: 'postcss', plugins, config: false});
    expect(postcssOptionsPlugin().configurePostCss).toBe(withoutConfigSearch);
  });

  it('uses the switch the installed postcss-loader reads', async () => {
    // The loader decides whether to search from `postcssOptions.config`; if a new version renamed it, the search
    // would silently come back.
    const {readFile} = await import('node:fs/promises');
    const loaderPath = require.resolve('postcss-loader', {
      paths: [path.dirname(require.resolve('@docusaurus/bundler/package.json'))],
    });
    const source = await readFile(loaderPath.replace(/cjs\.js$/, 'index.js'), 'utf8');
    expect(source).toContain('options.postcssOptions.config');
  });
});
