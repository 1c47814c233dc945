import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import {keepWoff2Sources, writeKatexAssets} from '../index';
import remarkKatexStylesheet from '../remarkKatexStylesheet';

describe('keepWoff2Sources', () => {
  it('drops the WOFF and TrueType sources of a font face', () => {
    const rule =
      '@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2) format("woff2"),url(fonts/KaTeX_Main-Regular.woff) format("woff"),url(fonts/KaTeX_Main-Regular.ttf) format("truetype")}';
    expect(keepWoff2Sources(rule)).toBe(
      '@font-face{font-family:KaTeX_Main;src:url(fonts/KaTeX_Main-Regular.woff2) format("woff2")}',
    );
  });
});

describe('writeKatexAssets', () => {
  it('writes a stylesheet whose every font exists next to it', () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'katex-'));
    writeKatexAssets(staticDir);
    const css = fs.readFileSync(path.join(staticDir, 'katex/katex.min.css'), 'utf8');
    const fonts = [...css.matchAll(/url\((fonts\/[^)]+)\)/g)].map((match) => match[1]!);
    expect(fonts.length).toBeGreaterThan(10);
    expect(fonts.every((font) => font.endsWith('.woff2'))).toBe(true);
    for (const font of fonts) {
      expect(fs.existsSync(path.join(staticDir, 'katex', font)), font).toBe(true);
    }
  });
});

describe('remarkKatexStylesheet', () => {
  const transform = remarkKatexStylesheet({baseUrl: '/base/'});

  it('links the stylesheet from documents with math', () => {
    const tree: Root = {
      type: 'root',
      children: [{type: 'paragraph', children: [{type: 'inlineMath', value: 'x^2'} as never]}],
    };
    transform(tree);
    const added = tree.children.at(-1) as unknown as {name: string};
    expect(added.name).toBe('Head');
    expect(JSON.stringify(added)).toContain('"value":"/base/katex/katex.min.css"');
  });

  it('leaves documents without math alone', () => {
    const tree: Root = {type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: 'x'}]}]};
    transform(tree);
    expect(tree.children).toHaveLength(1);
  });
});
