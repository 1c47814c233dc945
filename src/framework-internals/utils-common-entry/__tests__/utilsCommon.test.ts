import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import * as facade from '../utilsCommon';

const original = createRequire(import.meta.url)('@docusaurus/utils-common') as Record<string, unknown>;

describe('the browser stand-in for @docusaurus/utils-common', () => {
  it('exports the same names as the package', () => {
    expect(Object.keys(facade).sort()).toEqual(
      Object.keys(original)
        .filter((key) => key !== '__esModule')
        .sort(),
    );
  });

  it('exports the same values', () => {
    expect(facade.blogPostContainerID).toBe(original.blogPostContainerID);
    const applyTrailingSlash = original.applyTrailingSlash as typeof facade.applyTrailingSlash;
    for (const path of ['/docs', '/docs/', '/docs/a.html', '/']) {
      for (const trailingSlash of [true, false, undefined]) {
        expect(facade.applyTrailingSlash(path, {trailingSlash, baseUrl: '/'})).toBe(
          applyTrailingSlash(path, {trailingSlash, baseUrl: '/'}),
        );
      }
    }
    const cause = new Error('root');
    expect(facade.getErrorCausalChain(new Error('top', {cause}))[1]).toBe(cause);
  });
});
