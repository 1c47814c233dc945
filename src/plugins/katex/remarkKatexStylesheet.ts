/**
 * Remark plugin: when a Markdown file contains math, imports `KatexStylesheet` (./KatexStylesheet.tsx) and renders it
 * just before the first top-level block with a formula, so only pages with formulas load KaTeX's styles (see
 * ./index.ts) and, on the first load, no formula is painted before them. It is a component in the content, not a
 * `<Head>` tag: see KatexStylesheet.tsx for why.
 *
 * It also marks the end of the last block with a formula (`formulasParsedId`): KatexStylesheet asks the browser not to
 * render the page before the marker is parsed. Otherwise, on a slow device, the browser may paint a display formula
 * while only part of it is parsed; centred, it moved left as the rest arrived (a layout shift, issue 32).
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import {fontsForFormulas} from './katexFonts';
import {mdxImport} from '../../utils/mdxImport';

type Options = {baseUrl?: string};

export const katexStylesheetModule = path.join(__dirname, 'KatexStylesheet.tsx');
/** The name the import binds in the MDX module; unusual enough not to meet a name of the document. */
const componentName = 'SiteKatexStylesheet';
/** The `id` of the marker after the last block with math. */
export const formulasParsedId = 'katex-formulas-parsed';

type Formula = {tex: string; display: boolean};

/** `$…$`, `$$…$$`, or a ```math fenced block (rehype-katex renders it as a display formula too). */
function isFormula(node: Root | RootContent): node is RootContent & {type: 'math' | 'inlineMath' | 'code'} {
  return node.type === 'math' || node.type === 'inlineMath' || (node.type === 'code' && node.lang === 'math');
}

function collectFormulas(node: Root | RootContent, formulas: Formula[]): void {
  if (isFormula(node)) {
    formulas.push({tex: node.value, display: node.type !== 'inlineMath'});
  } else if ('children' in node) {
    for (const child of node.children as RootContent[]) collectFormulas(child, formulas);
  }
}

/** `import SiteKatexStylesheet from "<module>";` as an MDX ESM node. */
export function katexStylesheetImport(source: string): RootContent {
  return mdxImport(source, componentName);
}

/**
 * `<SiteKatexStylesheet href="…" fonts="a.woff2 b.woff2" renderAfter="…"/>`: the stylesheet, the fonts to ask for
 * early, and the element to parse before the first render.
 */
export function katexStylesheetElement(href: string, fonts: string[]): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: componentName,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'href', value: href},
      {type: 'mdxJsxAttribute', name: 'fonts', value: fonts.join(' ')},
      {type: 'mdxJsxAttribute', name: 'renderAfter', value: formulasParsedId},
    ],
    children: [],
  } as RootContent;
}

/** `<span id="katex-formulas-parsed" hidden/>`: an empty element that only marks a place in the HTML. */
export function formulasParsedMarker(): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: 'span',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'id', value: formulasParsedId},
      {type: 'mdxJsxAttribute', name: 'hidden', value: null},
    ],
    children: [],
  } as RootContent;
}

export default function remarkKatexStylesheet({baseUrl = '/'}: Options = {}) {
  const href = `${baseUrl}katex/katex.min.css`;
  return (tree: Root): void => {
    // One walk: the formulas, and which top-level blocks hold one.
    const formulas: Formula[] = [];
    const blocksWithMath: number[] = [];
    tree.children.forEach((block, index) => {
      const before = formulas.length;
      collectFormulas(block, formulas);
      if (formulas.length > before) blocksWithMath.push(index);
    });
    if (blocksWithMath.length === 0) return;
    const firstWithMath = blocksWithMath[0]!;
    const lastWithMath = blocksWithMath[blocksWithMath.length - 1]!;
    const fonts = fontsForFormulas(formulas).map((file) => `${baseUrl}katex/fonts/${file}`);
    tree.children.splice(lastWithMath + 1, 0, formulasParsedMarker());
    tree.children.splice(firstWithMath, 0, katexStylesheetElement(href, fonts));
    tree.children.unshift(katexStylesheetImport(katexStylesheetModule));
  };
}
