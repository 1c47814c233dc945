/**
 * Remark plugin: a Markdown file with code blocks imports what they need, so pages
 * without code download none of it, and server rendering and hydration agree:
 * - any code block: `provideCodeBlock.ts` (the CodeBlock component and Prism, see codeBlockSlot.ts);
 * - code in one of the rarer extra languages (languages/index.ts): that language's definition.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import {languageModule, onDemandLanguage, type OnDemandLanguage} from './languages';

type AnyNode = Root | RootContent;
type Found = {codeBlocks: boolean; languages: Set<OnDemandLanguage>};

export const provideCodeBlockModule = path.join(__dirname, 'provideCodeBlock.ts');

function collect(node: AnyNode, found: Found): void {
  if (node.type === 'code') {
    found.codeBlocks = true;
    const language = onDemandLanguage(node.lang);
    if (language) found.languages.add(language);
  }
  // `<pre>`/`<code>` written as JSX go through MDXComponents too.
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node.name === 'pre' || node.name === 'code')) {
    found.codeBlocks = true;
  }
  // `<CodeBlock language="php">` written in MDX.
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'CodeBlock') {
    for (const attribute of node.attributes) {
      if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'language' && typeof attribute.value === 'string') {
        const language = onDemandLanguage(attribute.value);
        if (language) found.languages.add(language);
      }
    }
  }
  if ('children' in node) for (const child of node.children as RootContent[]) collect(child, found);
}

/** `import "<source>";` as an MDX ESM node (MDX compiles its estree, not its text). */
export function sideEffectImport(source: string): RootContent {
  const literal = JSON.stringify(source);
  return {
    type: 'mdxjsEsm',
    value: `import ${literal};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], attributes: [], source: {type: 'Literal', value: source, raw: literal}}],
      },
    },
  } as unknown as RootContent;
}

export default function remarkCodeImports() {
  return (tree: Root): void => {
    const found: Found = {codeBlocks: false, languages: new Set()};
    collect(tree, found);
    const modules = [...(found.codeBlocks ? [provideCodeBlockModule] : []), ...[...found.languages].sort().map(languageModule)];
    tree.children.unshift(...modules.map(sideEffectImport));
  };
}
