import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {createStaticHighlighter} from '../static/highlight';
import {composeLines, escapeLines, type ComposeInput} from '../static/composeLines';
import {tokenStylesheet} from '../static/tokenStylesheet';
import {prismDark, prismLight} from '../../../config/prism';

const highlight = createStaticHighlighter([prismLight, prismDark]);

describe('build-time highlighting', () => {
  it('gives each source line its tokens, classed by the style that wins', () => {
    // One trailing line break is dropped, as the theme does.
    expect(highlight('const a = "x";\n\n', 'js')).toEqual([
      '<span class="token keyword">const</span> a = <span class="token string">"x"</span>;',
      '',
    ]);
  });

  it('applies the theme in type order like prism-react-renderer: the last styled type wins', () => {
    // In JSX, "<" is a punctuation token inside a tag: drawn in the text colour, so it needs no span at all.
    const [line] = highlight('<p className="x">Hi</p>', 'jsx');
    expect(line).toBe(
      '&lt;<span class="token tag">p </span><span class="token attr-name">className</span>=' +
        '"<span class="token attr-value">x</span>"&gt;Hi&lt;/<span class="token tag">p</span>&gt;',
    );
  });

  it('keeps a span for a token drawn like plain text in one theme but not in the other', () => {
    const theme = (punctuation: string): PrismTheme => ({
      plain: {color: '#000000'},
      styles: [{types: ['punctuation'], style: {color: punctuation}}],
    });
    const both = createStaticHighlighter([theme('#000000'), theme('#ff0000')]);
    expect(both('f();', 'js')[0]).toContain('<span class="token punctuation">();</span>');
    const neither = createStaticHighlighter([theme('#000000')]);
    expect(neither('f();', 'js')[0]).toBe('f();');
  });

  it('escapes the code and leaves unknown languages as plain text', () => {
    expect(highlight('a < b && c > d', 'not-a-language')).toEqual(['a &lt; b &amp;&amp; c &gt; d']);
  });

  it('knows the rarer languages of the site', () => {
    for (const [language, code] of [
      ['haskell', 'main = putStrLn "hi"'],
      ['php', '<?php echo "hi"; ?>'],
      ['powershell', 'Get-Item -Path "x"'],
    ]) {
      expect(highlight(code!, language!)[0], language).toContain('<span class="token');
    }
  });

  it('splits tokens that span lines, such as a block comment, into their lines', () => {
    expect(highlight('/* one\ntwo */', 'js')).toEqual([
      '<span class="token comment">/* one</span>',
      '<span class="token comment">two */</span>',
    ]);
  });
});

describe('composing the lines in the browser', () => {
  const classNames = {
    line: 'token-line',
    numberedLine: 'codeLine',
    number: 'codeLineNumber',
    content: 'codeLineContent',
  };
  const base = (overrides: Partial<ComposeInput>): ComposeInput => ({
    source: 'a\n// highlight-next-line\nb\n\n',
    sourceHtml: ['A', '<i>comment</i>', 'B', ''],
    shownCode: 'a\nb\n',
    lineClassNames: {},
    showLineNumbers: false,
    classNames,
    ...overrides,
  });

  it('drops the lines the theme removed (magic comments) and classes the rest', () => {
    const html = composeLines(base({lineClassNames: {1: ['highlighted']}}));
    expect(html).toBe(
      '<div class="token-line">A<br></div><div class="token-line highlighted">B<br></div><div class="token-line"><br></div>',
    );
  });

  it('adds the number and content cells when the block shows line numbers', () => {
    const html = composeLines(base({source: 'a', sourceHtml: ['A'], shownCode: 'a', showLineNumbers: true}));
    expect(html).toBe(
      '<div class="token-line codeLine"><span class="codeLineNumber"></span><span class="codeLineContent">A</span><br></div>',
    );
  });

  it('gives up (the browser then highlights) when the build-time HTML does not fit the code', () => {
    expect(composeLines(base({sourceHtml: ['A']}))).toBeNull();
    expect(composeLines(base({shownCode: 'a\nchanged'}))).toBeNull();
  });

  it('escapes plain lines for the fallback', () => {
    expect(escapeLines('<a>\n&\n')).toEqual(['&lt;a&gt;', '&amp;']);
  });
});

describe('token stylesheet', () => {
  it('colours every style of the light theme by default and of the dark theme under data-theme="dark"', () => {
    const css = tokenStylesheet({light: prismLight, dark: prismDark});
    expect(css).toContain(
      `:root{--prism-color:${prismLight.plain.color};--prism-background-color:${prismLight.plain.backgroundColor}}`,
    );
    expect(css).toContain(`[data-theme='dark']{--prism-color:${prismDark.plain.color}`);
    for (const entry of prismLight.styles) expect(css).toContain(`.token.${entry.types[0]},`.replace(/,$/, ''));
    const keyword = prismDark.styles.find((entry) => entry.types.includes('keyword'))!;
    expect(css).toMatch(new RegExp(`\\[data-theme='dark'\\] \\.token\\.keyword[^{]*\\{color:${keyword.style.color}`));
    expect(css).toMatch(/\.token\.comment[^{]*\{[^}]*font-style:italic/);
  });
});
