import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import {katexAssets, keepWoff2Sources} from '../index';
import remarkKatexStylesheet, {formulasParsedId, katexStylesheetModule} from '../remarkKatexStylesheet';
import {facesOf, fontsForFormulas, fontsUsedBy} from '../katexFonts';

describe('keepWoff2Sources', () => {
  it('drops the WOFF and TrueType sources of a font face', () => {
    const rule =
      '@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2) format("woff2"),url(fonts/KaTeX_Main-Regular.woff) format("woff"),url(fonts/KaTeX_Main-Regular.ttf) format("truetype")}';
    expect(keepWoff2Sources(rule)).toBe(
      '@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2) format("woff2")}',
    );
  });
});

describe('katexAssets', () => {
  it('publishes a stylesheet whose every font is published next to it', () => {
    const assets = katexAssets();
    const css = assets.get('katex/katex.min.css')!.toString();
    const fonts = [...css.matchAll(/url\((fonts\/[^)]+)\)/g)].map((match) => match[1]!);
    expect(fonts.length).toBeGreaterThan(10);
    expect(fonts.every((font) => font.endsWith('.woff2'))).toBe(true);
    for (const font of fonts) {
      expect(assets.has(`katex/${font}`), font).toBe(true);
    }
  });
});

describe('remarkKatexStylesheet', () => {
  const transform = remarkKatexStylesheet({baseUrl: '/base/'});
  const paragraph = (text: string) =>
    ({type: 'paragraph', children: [{type: 'text', value: text}]}) as Root['children'][number];

  it('puts the stylesheet just before the first block with math, and imports its component', () => {
    const tree: Root = {
      type: 'root',
      children: [paragraph('intro'), {type: 'paragraph', children: [{type: 'inlineMath', value: 'x^2'} as never]}],
    };
    transform(tree);
    const [esm, intro, stylesheet] = tree.children as unknown as {type: string; name?: string; value?: string}[];
    expect(esm!.type).toBe('mdxjsEsm');
    expect(esm!.value).toBe(`import SiteKatexStylesheet from ${JSON.stringify(katexStylesheetModule)};`);
    expect(intro!.type).toBe('paragraph');
    expect(stylesheet!.name).toBe('SiteKatexStylesheet');
    expect(JSON.stringify(stylesheet)).toContain('"value":"/base/katex/katex.min.css"');
    expect(tree.children).toHaveLength(5);
  });

  it('marks the end of the last block with math (a ```math fence is one), and names the marker to the stylesheet component', () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'math', value: 'a'} as never,
        paragraph('between'),
        {type: 'paragraph', children: [{type: 'inlineMath', value: 'b'} as never]},
        {type: 'code', lang: 'math', value: 'c'} as never,
        paragraph('after'),
      ],
    };
    transform(tree);
    const names = tree.children.map((node) =>
      'name' in node ? node.name : node.type === 'paragraph' ? JSON.stringify(node.children[0]?.type) : node.type,
    );
    expect(names).toEqual([
      'mdxjsEsm',
      'SiteKatexStylesheet',
      'math',
      '"text"',
      '"inlineMath"',
      'code',
      'span',
      '"text"',
    ]);
    expect(JSON.stringify(tree.children[6])).toContain(`"value":"${formulasParsedId}"`);
    expect(JSON.stringify(tree.children[1])).toContain(
      `{"type":"mdxJsxAttribute","name":"renderAfter","value":"${formulasParsedId}"}`,
    );
  });

  it('leaves documents without math alone', () => {
    const tree: Root = {type: 'root', children: [paragraph('x')]};
    transform(tree);
    expect(tree.children).toHaveLength(1);
  });
});

describe('katex fonts', () => {
  const faces = facesOf(
    '.katex{font:normal 1.21em KaTeX_Main}.katex .mathnormal{font-family:KaTeX_Math;font-style:italic}' +
      '.katex .mathbf{font-family:KaTeX_Main;font-weight:700}.katex .op-symbol.large-op{font-family:KaTeX_Size2}',
  );

  it('reads which classes select which font file from the stylesheet', () => {
    expect(faces).toEqual([
      {classes: ['mathnormal'], file: 'KaTeX_Math-Italic.woff2'},
      {classes: ['mathbf'], file: 'KaTeX_Main-Bold.woff2'},
      {classes: ['op-symbol', 'large-op'], file: 'KaTeX_Size2-Regular.woff2'},
    ]);
  });

  it('finds the faces of the drawn text only, with the base face for unstyled text', () => {
    const html =
      '<span class="katex"><span class="katex-mathml"><math><mi>z</mi></math></span><span class="katex-html">' +
      '<span class="mord mathnormal">x</span><span class="mop op-symbol large-op">∑</span><span class="mord">2</span>' +
      '<span class="strut"></span></span></span>';
    expect([...fontsUsedBy(html, faces)].sort()).toEqual([
      'KaTeX_Main-Regular.woff2',
      'KaTeX_Math-Italic.woff2',
      'KaTeX_Size2-Regular.woff2',
    ]);
  });

  it('renders formulas with KaTeX to find their fonts, each of them a published file', () => {
    const fonts = fontsForFormulas([
      {tex: 'x^2', display: false},
      {tex: '\\sum_{k=1}^{n} k', display: true},
      {tex: '\\mathbb{R}', display: false},
    ]);
    expect(fonts).toEqual([
      'KaTeX_AMS-Regular.woff2',
      'KaTeX_Main-Regular.woff2',
      'KaTeX_Math-Italic.woff2',
      'KaTeX_Size2-Regular.woff2',
    ]);
    const published = katexAssets();
    for (const font of fonts) expect(published.has(`katex/fonts/${font}`), font).toBe(true);
  });
});
