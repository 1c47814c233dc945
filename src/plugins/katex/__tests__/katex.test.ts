import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import {katexAssets, keepWoff2Sources} from '../index';
import remarkKatexStylesheet, {katexStylesheetModule} from '../remarkKatexStylesheet';

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
  const paragraph = (text: string) => ({type: 'paragraph', children: [{type: 'text', value: text}]}) as Root['children'][number];

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
    expect(tree.children).toHaveLength(4);
  });

  it('leaves documents without math alone', () => {
    const tree: Root = {type: 'root', children: [paragraph('x')]};
    transform(tree);
    expect(tree.children).toHaveLength(1);
  });
});
