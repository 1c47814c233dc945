import {describe, expect, it} from 'vitest';
import {pluginConfig, presetConfig} from '../transform';

const options = `{
  path: 'guides',
  routeBasePath: '/',
}`;

function evaluate(code: string): unknown {
  // The generated snippet must be valid JS that yields the expected structure.
  // eslint-disable-next-line no-new-func -- runs a generated snippet written by the test's own input
  return new Function(code.replace('export default', 'return'))();
}

describe('presetConfig', () => {
  it('nests the options under the preset key', () => {
    const code = presetConfig(options, 'docs');
    expect(evaluate(code)).toEqual({presets: [['classic', {docs: {path: 'guides', routeBasePath: '/'}}]]});
    expect(code).toContain("          path: 'guides',");
  });
});

describe('pluginConfig', () => {
  it('passes the options to the named plugin', () => {
    const code = pluginConfig(`\n${options}\n`, '@docusaurus/plugin-content-docs');
    expect(evaluate(code)).toEqual({
      plugins: [['@docusaurus/plugin-content-docs', {path: 'guides', routeBasePath: '/'}]],
    });
    expect(code).toContain("        path: 'guides',");
  });
});
