/**
 * Remark plugin: when a Markdown file contains math, imports `KatexStylesheet` (./KatexStylesheet.tsx) and renders it
 * just before the first top-level block with a formula, so only pages with formulas load KaTeX's styles (see
 * ./index.ts) and, on the first load, no formula is painted before them. It is a component in the content, not a
 * `<Head>` tag: see KatexStylesheet.tsx for why.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import {fontsForFormulas} from './katexFonts';
import {mdxImport} from '../../utils/mdxImport';

type Options = {baseUrl?: string};

export const katexStylesheetModule = path.join(__dirname, 'KatexStylesheet.tsx');
/** The name the import binds in the MDX module; unusual enough not to meet a name of the document. */
const componentName = 'SiteKatexStylesheet';

function containsMath(node: Root | RootContent): boolean {
  if (node.type === 'math' || node.type === 'inlineMath') return true;
  return 'children' in node && (node.children as RootContent[]).some(containsMath);
}

function collectFormulas(node: Root | RootContent, formulas: {tex: string; display: boolean}[]): void {
  if (node.type === 'math' || node.type === 'inlineMath') {
    formulas.push({tex: node.value, display: node.type === 'math'});
  } else if ('children' in node) {
    for (const child of node.children as RootContent[]) collectFormulas(child, formulas);
  }
}

/** `import SiteKatexStylesheet from "<module>";` as an MDX ESM node. */
export function katexStylesheetImport(source: string): RootContent {
  return mdxImport(source, componentName);
}

/** `<SiteKatexStylesheet href="…" fonts="a.woff2 b.woff2"/>`: the stylesheet, and the fonts to ask for early. */
export function katexStylesheetElement(href: string, fonts: string[]): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: componentName,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'href', value: href},
      {type: 'mdxJsxAttribute', name: 'fonts', value: fonts.join(' ')},
    ],
    children: [],
  } as RootContent;
}

export default function remarkKatexStylesheet({baseUrl = '/'}: Options = {}) {
  const href = `${baseUrl}katex/katex.min.css`;
  return (tree: Root): void => {
    const firstWithMath = tree.children.findIndex(containsMath);
    if (firstWithMath === -1) return;
    const formulas: {tex: string; display: boolean}[] = [];
    collectFormulas(tree, formulas);
    const fonts = fontsForFormulas(formulas).map((file) => `${baseUrl}katex/fonts/${file}`);
    tree.children.splice(firstWithMath, 0, katexStylesheetElement(href, fonts));
    tree.children.unshift(katexStylesheetImport(katexStylesheetModule));
  };
}
