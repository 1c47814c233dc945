import {describe, expect, it} from 'vitest';
import {quotedMessagesOf} from '../pageRules';
import {headlineOf, matchMessage, matchQuotedMessages, messageWords, type QuotedMessageRow} from '../quotedMessages';

describe('quoted messages', () => {
  const link =
    'Markdown link with URL `…` in source file "…"… couldn\'t be resolved. Make sure it references a local Markdown file.';

  it('reads the messages a page marks, with the anchor of their entry and their text', () => {
    const html =
      '<h3 id="link-unresolved">Link</h3><pre class="m" data-search-message="link-unresolved"><code>Markdown link with URL `…` couldn&#x27;t be resolved.</code></pre><pre><code>not a message</code></pre><pre data-search-message=minified><code>Unquoted … too</code></pre>';
    expect(quotedMessagesOf(html)).toEqual([
      {anchor: 'link-unresolved', text: "Markdown link with URL `…` couldn't be resolved."},
      {anchor: 'minified', text: 'Unquoted … too'},
    ]);
  });

  it('matches the fixed stretches in order, whatever fills the variable parts', () => {
    const pasted =
      'Markdown link with URL `../api/setup.md` in source file "docs/intro.md" (12:5) couldn\'t be resolved.';
    const {matchedWords, share} = matchMessage(messageWords(pasted), link);
    expect(matchedWords).toBe(10);
    expect(share).toBeCloseTo(10 / 18);
  });

  it('matches a message cut short by the start of its stretches, and not a few common words', () => {
    const rows: QuotedMessageRow[] = [
      ['/docs/troubleshooting/markdown-mdx/', 'link-unresolved', link],
      ['/docs/troubleshooting/configuration/', 'invalid', '"…" is invalid. Use a string.'],
    ];
    expect(matchQuotedMessages('Markdown link with URL `a.md` in source file "b.md" couldn\'t be', rows)).toEqual([
      expect.objectContaining({url: '/docs/troubleshooting/markdown-mdx/', anchor: 'link-unresolved'}),
    ]);
    expect(matchQuotedMessages('this option is invalid', rows)).toEqual([]);
  });

  it('returns every page quoting the best-matching message', () => {
    const rows: QuotedMessageRow[] = [
      ['/a/', 'x', 'Docusaurus found broken links! Please check the pages of your site.'],
      ['/b/', 'y', 'Docusaurus found broken links! Please check the pages of your site.'],
      ['/c/', 'z', 'Docusaurus found broken anchors!'],
    ];
    expect(matchQuotedMessages('[ERROR] Docusaurus found broken links! Please check', rows).map((m) => m.url)).toEqual([
      '/a/',
      '/b/',
    ]);
  });

  it('reads a headline: an opening sentence of three words or more, not a label before a colon', () => {
    expect(headlineOf('Duplicate routes found!… This could lead to non-deterministic routing behavior.')).toEqual([
      'duplicate',
      'routes',
      'found',
    ]);
    expect(headlineOf("Module not found: Can't resolve '…'")).toEqual([]);
    expect(headlineOf('Theme … does not exist.')).toEqual([]);
    expect(headlineOf('Invalid hook.')).toEqual([]);
  });

  it('matches a message by its whole headline and the details under it, and not with headlines off', () => {
    const rows: QuotedMessageRow[] = [
      [
        '/docs/troubleshooting/links-routes/',
        'duplicate-routes',
        'Duplicate routes found!… This could lead to trouble.',
      ],
      ['/docs/troubleshooting/content/', 'other', 'Duplicate docs were found in the docs folder. Rename one of them.'],
    ];
    const pasted = '[WARNING] Duplicate routes found! - Attempting to create page at /docs/intro';
    expect(matchQuotedMessages(pasted, rows).map((m) => m.url)).toEqual(['/docs/troubleshooting/links-routes/']);
    expect(matchQuotedMessages(pasted, rows, {headlines: false})).toEqual([]);
    expect(matchQuotedMessages('why are duplicate routes a problem', rows)).toEqual([]);
  });
});
