import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('../noEvalProbeLoader.js') as (this: {resourcePath: string}, source: string) => string;

describe('noEvalProbeLoader', () => {
  it('leaves no `new Function` probe in the installed DocSearch modal', () => {
    // Not in the package's exports map: read it where npm put it.
    const file = fileURLToPath(
      new URL('../../../../node_modules/@docsearch/react/dist/esm/DocSearchModal.js', import.meta.url),
    );
    const source = readFileSync(file, 'utf8');
    expect(source).toContain('new Function("")');
    expect(loader.call({resourcePath: file}, source)).not.toContain('new Function(');
  });

  it('fails loudly when DocSearch changes and the probe is gone', () => {
    expect(() => loader.call({resourcePath: '/x/DocSearchModal.js'}, 'export {}')).toThrow(/noEvalProbeLoader/);
    expect(loader.call({resourcePath: '/x/other.js'}, 'export {}')).toBe('export {}');
  });
});
