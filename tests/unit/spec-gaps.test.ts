import {describe, expect, it} from 'vitest';
import {oldAuthorPagination} from '../../src/config/redirects';
import {isRouteList, leafPaths} from '../../src/theme/DebugJsonView/routePaths';

describe('redirects of the 3.7 author pagination', () => {
  it('leads /<blog>/authors/<author>/authors/<n>/ to today’s page/<n>/', () => {
    expect(oldAuthorPagination('/blog/authors/slorber/page/2/')).toEqual(['/blog/authors/slorber/authors/2/']);
    expect(oldAuthorPagination('/blog/authors/slorber/page/3')).toEqual(['/blog/authors/slorber/authors/3/']);
    expect(oldAuthorPagination('/tests/blog/authors/slorber/page/2/')).toEqual([
      '/tests/blog/authors/slorber/authors/2/',
    ]);
  });

  it('leaves every other page alone', () => {
    for (const path of [
      '/blog/page/2/',
      '/blog/authors/slorber/',
      '/blog/tags/release/page/2/',
      '/docs/authors/x/page/2/',
    ]) {
      expect(oldAuthorPagination(path), path).toBeUndefined();
    }
  });
});

describe('route paths listed on the debug routes page', () => {
  const table = [
    {path: '/blog', routes: [{path: '/blog/'}, {path: '/blog/releases/3.7/'}]},
    {path: '/docs/', routes: [{path: '/docs/', routes: [{path: '/docs/installation/'}, {path: '/docs/'}]}]},
    {path: '/versions/'},
  ];

  it('lists the pages under every group, each once, in table order', () => {
    expect(leafPaths(table)).toEqual(['/blog/', '/blog/releases/3.7/', '/docs/installation/', '/docs/', '/versions/']);
  });

  it('recognises a route table, and nothing else', () => {
    expect(isRouteList(table)).toBe(true);
    expect(isRouteList([])).toBe(false);
    expect(isRouteList([{title: 'x'}])).toBe(false);
    expect(isRouteList({path: '/'})).toBe(false);
  });
});
