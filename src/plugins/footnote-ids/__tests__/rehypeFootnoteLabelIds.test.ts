import {describe, expect, it} from 'vitest';
import rehypeFootnoteLabelIds, {suffixFootnoteLabel} from '../rehypeFootnoteLabelIds';

type Node = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[]};

function footnoteTree(): Node {
  return {
    type: 'root',
    children: [
      {type: 'element', tagName: 'a', properties: {id: 'user-content-fnref-1', ariaDescribedBy: ['footnote-label']}},
      {
        type: 'element',
        tagName: 'section',
        properties: {dataFootnotes: true},
        children: [{type: 'element', tagName: 'h2', properties: {id: 'footnote-label'}}],
      },
    ],
  };
}

describe('rehypeFootnoteLabelIds', () => {
  it('suffixes the label heading and the references that point at it', () => {
    const tree = footnoteTree();
    suffixFootnoteLabel(tree, 'abc123');
    expect(tree.children![0]!.properties).toEqual({
      id: 'user-content-fnref-1',
      ariaDescribedBy: ['footnote-label-abc123'],
    });
    expect(tree.children![1]!.children![0]!.properties!.id).toBe('footnote-label-abc123');
  });

  it('gives two posts two different ids', () => {
    const first = footnoteTree();
    const second = footnoteTree();
    rehypeFootnoteLabelIds()(first, {path: '/blog/a.mdx'});
    rehypeFootnoteLabelIds()(second, {path: '/blog/b.mdx'});
    const idOf = (tree: Node) => tree.children![1]!.children![0]!.properties!.id;
    expect(idOf(first)).toMatch(/^footnote-label-[0-9a-f]{6}$/);
    expect(idOf(first)).not.toBe(idOf(second));
  });

  it('leaves other ids alone', () => {
    const tree: Node = {type: 'root', children: [{type: 'element', properties: {id: 'intro'}}]};
    suffixFootnoteLabel(tree, 'x');
    expect(tree.children![0]!.properties!.id).toBe('intro');
  });
});
