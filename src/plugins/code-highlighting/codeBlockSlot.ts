/**
 * Where a page's code blocks find the CodeBlock component and, when they need one, the browser highlighter.
 *
 * The theme's MDXComponents import CodeBlock (and with it Prism, ≈ 30 KB gzip) for every
 * Markdown page, code or not. Here, only the pages whose Markdown has code blocks import
 * it (remarkCodeImports adds `import provideCodeBlock.ts`), which puts it here before the
 * page renders, on the server and in the browser alike; src/theme/MDXComponents/Code
 * reads it from here. Prism itself comes only with the pages that have a block highlighted
 * in the browser (`import providePrismContent.ts`); src/theme/CodeBlock/Content reads it.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';
import type {Props as ContentProps} from '@theme/CodeBlock/Content';

let provided: ComponentType<Props> | null = null;
let providedPrism: ComponentType<ContentProps> | null = null;

export function providePrismContentComponent(component: ComponentType<ContentProps>): void {
  providedPrism = component;
}

export function providedPrismContent(): ComponentType<ContentProps> | null {
  return providedPrism;
}

export function provideCodeBlockComponent(component: ComponentType<Props>): void {
  provided = component;
}

export function providedCodeBlock(): ComponentType<Props> | null {
  return provided;
}
