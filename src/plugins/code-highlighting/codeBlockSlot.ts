/**
 * Where a page's Markdown code blocks find the CodeBlock component.
 *
 * The theme's MDXComponents import CodeBlock (and with it Prism, ≈ 30 KB gzip) for every
 * Markdown page, code or not. Here, only the pages whose Markdown has code blocks import
 * it (remarkCodeImports adds `import provideCodeBlock.ts`), which puts it here before the
 * page renders, on the server and in the browser alike; src/theme/MDXComponents/Code
 * reads it from here.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

let provided: ComponentType<Props> | null = null;

export function provideCodeBlockComponent(component: ComponentType<Props>): void {
  provided = component;
}

export function providedCodeBlock(): ComponentType<Props> | null {
  return provided;
}
