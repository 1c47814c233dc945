/**
 * Remark plugin: when a Markdown file contains math, imports `KatexStylesheet` (./KatexStylesheet.tsx) and renders it
 * just before the first top-level block with a formula, so only pages with formulas load KaTeX's styles (see
 * ./index.ts) and, on the first load, no formula is painted before them. It is a component in the content, not a
 * `<Head>` tag: see KatexStylesheet.tsx for why.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';

type Options = {baseUrl?: string};

export const katexStylesheetModule = path.join(__dirname, 'KatexStylesheet.tsx');
/** The name the import binds in the MDX module; unusual enough not to meet a name of the document. */
const componentName = 'SiteKatexStylesheet';

function containsMath(node: Root | RootContent): boolean {
  if (node.type === 'math' || node.type === 'inlineMath') return true;
  return 'children' in node && (node.children as RootContent[]).some(containsMath);
}

/** `import SiteKatexStylesheet from "<module>";` as an MDX ESM node (MDX compiles its estree, not its text). */
export function katexStylesheetImport(source: string): RootContent {
  const literal = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: `import ${componentName} from ${literal};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: componentName}}],
            attributes: [],
            source: {type: 'Literal', value: source, raw: literal},
          },
        ],
      },
    },
  } as unknown as RootContent;
}

export function katexStylesheetElement(href: string): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: componentName,
    attributes: [{type: 'mdxJsxAttribute', name: 'href', value: href}],
    children: [],
  } as RootContent;
}

export default function remarkKatexStylesheet({baseUrl = '/'}: Options = {}) {
  const href = `${baseUrl}katex/katex.min.css`;
  return (tree: Root): void => {
    const firstWithMath = tree.children.findIndex(containsMath);
    if (firstWithMath === -1) return;
    tree.children.splice(firstWithMath, 0, katexStylesheetElement(href));
    tree.children.unshift(katexStylesheetImport(katexStylesheetModule));
  };
}
