import {describe, expect, it} from 'vitest';
import {leftOutSectionFor} from '../leftOutSection';

const sections = [
  {path: '/docs/3.7.0/', name: 'the 3.7.0 docs', switch: 'FULL_SITE=true'},
  {path: '/blog/', name: 'the blog', switch: 'WITH_BLOG=true'},
  {path: '/tests/', name: 'the /tests area', switch: 'FULL_SITE=true'},
];

describe('leftOutSectionFor (the dev server not-found note)', () => {
  it('names the section a missing URL belongs to, with or without its trailing slash', () => {
    expect(leftOutSectionFor('/blog/', sections, '/')?.name).toBe('the blog');
    expect(leftOutSectionFor('/blog', sections, '/')?.name).toBe('the blog');
    expect(leftOutSectionFor('/blog/releases/3.7/', sections, '/')?.switch).toBe('WITH_BLOG=true');
    expect(leftOutSectionFor('/docs/3.7.0/installation/', sections, '/')?.switch).toBe('FULL_SITE=true');
  });

  it('leaves other missing URLs alone, including ones that only share a prefix', () => {
    expect(leftOutSectionFor('/docs/installation/', sections, '/')).toBeUndefined();
    expect(leftOutSectionFor('/blogging/', sections, '/')).toBeUndefined();
    expect(leftOutSectionFor('/docs/3.7.01/', sections, '/')).toBeUndefined();
  });

  it('reads the paths under the base URL', () => {
    expect(leftOutSectionFor('/preview/blog/', sections, '/preview/')?.name).toBe('the blog');
    expect(leftOutSectionFor('/blog/', sections, '/preview/')).toBeUndefined();
  });

  it('finds nothing when the build published no list (every command but npm start) or a malformed one', () => {
    expect(leftOutSectionFor('/blog/', undefined, '/')).toBeUndefined();
    expect(leftOutSectionFor('/blog/', [], '/')).toBeUndefined();
    expect(leftOutSectionFor('/blog/', [{path: '/blog/'}], '/')).toBeUndefined();
  });
});
