import {describe, expect, it} from 'vitest';
import {quotedMessagesOf} from '../pageRules';
import {matchMessage, matchQuotedMessages, messageWords, type QuotedMessageRow} from '../quotedMessages';

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
});
