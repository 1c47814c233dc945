/**
 * Remark plugin: when a Markdown file contains math, adds
 * `<Head><link rel="stylesheet" href="<baseUrl>katex/katex.min.css"/></Head>` to it,
 * so only pages with formulas load KaTeX's styles (see ./index.ts). It emits the
 * `Head` component itself: the MDX loader turns `<head>` into `<Head>` before
 * user plugins run, so a lowercase `head` added here would reach the page body.
 */
import type {Root, RootContent} from 'mdast';

type Options = {baseUrl?: string};

function containsMath(node: Root | RootContent): boolean {
  if (node.type === 'math' || node.type === 'inlineMath') return true;
  return 'children' in node && (node.children as RootContent[]).some(containsMath);
}

export function katexStylesheetHead(href: string): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Head',
    attributes: [],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'link',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet'},
          {type: 'mdxJsxAttribute', name: 'href', value: href},
        ],
        children: [],
      },
    ],
  } as RootContent;
}

export default function remarkKatexStylesheet({baseUrl = '/'}: Options = {}) {
  const href = `${baseUrl}katex/katex.min.css`;
  return (tree: Root): void => {
    if (containsMath(tree)) {
      tree.children.push(katexStylesheetHead(href));
    }
  };
}
