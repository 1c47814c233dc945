/**
 * Remark plugin: highlights Markdown code blocks at build time and makes a page import only what its code blocks
 * still need in the browser, so that server rendering and hydration agree:
 * - every fenced block except live ones gets its highlighted lines as a `prehighlighted` property (static/highlight.ts);
 * - a block the browser must highlight (a live block, `<CodeBlock>` or `<pre>`/`<code>` written as JSX):
 *   `providePrismContent.ts` (the theme's CodeBlock with Prism, which src/theme/CodeBlock otherwise loads lazily), and
 *   for one of the rarer extra languages (languages/index.ts) that language's definition.
 */
import path from 'node:path';
import type {Code, Root, RootContent} from 'mdast';
import type {PrismTheme} from 'prism-react-renderer';
import {languageModule, onDemandLanguage, type OnDemandLanguage} from './languages';
import {createStaticHighlighter, type StaticHighlighter} from './static/highlight';
import {prismDark, prismLight} from '../../config/prism';
import {mdxImport} from '../../utils/mdxImport';

type AnyNode = Root | RootContent;
type Found = {prismInBrowser: boolean; languages: Set<OnDemandLanguage>};

export type RemarkCodeImportsOptions = {
  /** The site's Prism themes, the main (light) one first; build-time highlighting resolves token colours with them. */
  themes?: PrismTheme[];
  /** Off: every block is highlighted in the browser, as the theme does. */
  highlightAtBuild?: boolean;
};

export const providePrismContentModule = path.join(__dirname, 'providePrismContent.ts');

/** The metastring word that makes a block live (the theme's own test). */
export function isLiveCodeBlock(node: Code): boolean {
  return node.meta?.split(' ').includes('live') ?? false;
}

/** The language the theme will give this block: the fence's first word, lower-cased, or plain text. */
export function fenceLanguage(node: Code): string {
  return (node.lang?.match(/^[^ \t]+/)?.[0] ?? 'text').toLowerCase();
}

function isJsx(node: AnyNode): node is Extract<RootContent, {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'}> {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function collect(node: AnyNode, found: Found, highlight: StaticHighlighter | null): void {
  if (node.type === 'code') {
    if (highlight && !isLiveCodeBlock(node)) {
      const data = (node.data ??= {}) as {hProperties?: Record<string, unknown>};
      // The code element's text is the fence's value plus a line break (mdast-util-to-hast adds it), and the browser
      // matches the lines against that text.
      const text = node.value ? `${node.value}\n` : '';
      data.hProperties = {...data.hProperties, prehighlighted: highlight(text, fenceLanguage(node)).join('\n')};
    } else {
      found.prismInBrowser = true;
      const language = onDemandLanguage(node.lang);
      if (language) found.languages.add(language);
    }
  }
  // `<pre>`/`<code>` written as JSX go through MDXComponents too.
  if (isJsx(node) && (node.name === 'pre' || node.name === 'code')) {
    found.prismInBrowser = true;
  }
  // `<CodeBlock language="php">` written in MDX: highlighted in the browser.
  if (isJsx(node) && node.name === 'CodeBlock') {
    found.prismInBrowser = true;
    for (const attribute of node.attributes) {
      if (
        attribute.type === 'mdxJsxAttribute' &&
        attribute.name === 'language' &&
        typeof attribute.value === 'string'
      ) {
        const language = onDemandLanguage(attribute.value);
        if (language) found.languages.add(language);
      }
    }
  }
  if ('children' in node) for (const child of node.children as RootContent[]) collect(child, found, highlight);
}

export default function remarkCodeImports(options: RemarkCodeImportsOptions = {}) {
  const {themes = [prismLight, prismDark], highlightAtBuild = true} = options;
  const highlight = highlightAtBuild ? createStaticHighlighter(themes) : null;
  return (tree: Root): void => {
    const found: Found = {prismInBrowser: false, languages: new Set()};
    collect(tree, found, highlight);
    const modules = found.prismInBrowser
      ? [providePrismContentModule, ...[...found.languages].sort().map(languageModule)]
      : [];
    tree.children.unshift(...modules.map((source) => mdxImport(source)));
  };
}
