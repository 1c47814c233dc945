/**
 * Content checks for the Getting Started and Guides docs (issue 3): see lib/docContentChecks.ts.
 */
import {describe, expect, it} from 'vitest';
import outline from './data/docs-outline-issue3.json';
import {
  countWords,
  defaultSlug,
  describeOutlinePages,
  isCovered,
  keyTerms,
  proseOf,
  type OutlinePage,
} from './lib/docContentChecks';

describe('helpers', () => {
  it('reduces headings to key terms', () => {
    expect(keyTerms('Fast Track ⏱️')).toEqual(['fast', 'track']);
    expect(keyTerms('Syntax to declare `docusaurus.config.js`')).toEqual([
      'syntax',
      'declare',
      'docusaurus',
      'config',
      'js',
    ]);
    expect(keyTerms('Using number prefixes')).toEqual(['number', 'prefixe']);
  });

  it('matches a subject in a reworded heading or, failing that, in the text', () => {
    expect(isCovered('Using number prefixes', ['Number prefixes'], '')).toBe(true);
    expect(isCovered('Docs-only mode', ['Serving docs only'], 'the docs-only mode lets you')).toBe(true);
    expect(isCovered('Blog-only mode', ['Serving docs only'], 'nothing relevant')).toBe(false);
  });

  it('counts prose without code or markup', () => {
    expect(countWords(proseOf('Two words\n\n```js\nconst a = b;\n```\n<BrowserWindow>\n'))).toBe(2);
  });

  it('computes default slugs like the docs plugin', () => {
    expect(defaultSlug('blog.mdx', undefined)).toBe('/blog');
    expect(defaultSlug('guides/whats-next.mdx', undefined)).toBe('/guides/whats-next');
    expect(defaultSlug('guides/docs/sidebar/index.mdx', undefined)).toBe('/guides/docs/sidebar/');
  });
});

describeOutlinePages(outline.pages as OutlinePage[]);
