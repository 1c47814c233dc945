/**
 * Content checks for the Advanced Guides and Upgrading docs (issue 5): see lib/docContentChecks.ts.
 */
import {describe, expect, it} from 'vitest';
import outline from './data/docs-outline-issue5.json';
import {
  countWords,
  defaultSlug,
  describeOutlinePages,
  isCovered,
  proseOf,
  type OutlinePage,
} from './lib/docContentChecks';

describe('helpers', () => {
  it('strips fences of three or four backticks from prose', () => {
    expect(countWords(proseOf('One two\n\n````mdx\n```js\nnot prose\n```\n````\nthree\n'))).toBe(3);
  });

  it('maps category index files to their folder, like the docs plugin', () => {
    expect(defaultSlug('advanced/index.mdx', 'index')).toBe('/advanced/');
    expect(defaultSlug('advanced/ssg.mdx', undefined)).toBe('/advanced/ssg');
    expect(defaultSlug('migration/v2/migration-manual.mdx', 'migration-manual')).toBe('/migration/v2/migration-manual');
  });

  it('matches reworded subjects and rejects missing ones', () => {
    expect(isCovered('Node.js v18.0', ['Node.js v18.0'], '')).toBe(true);
    expect(isCovered('Turn off MDX v1 compat', ['Something else'], 'nothing relevant here')).toBe(false);
  });
});

describe('outline snapshot', () => {
  it('lists the 13 Advanced Guides and Upgrading pages', () => {
    const paths = (outline.pages as OutlinePage[]).map((page) => page.path);
    expect(paths).toHaveLength(13);
    expect(paths.every((p) => p.startsWith('advanced/') || p.startsWith('migration/'))).toBe(true);
  });
});

describeOutlinePages(outline.pages as OutlinePage[]);
