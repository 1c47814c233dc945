/**
 * Ejected, not wrapped: the theme's version imports CodeBlock, which would put the code
 * highlighter into every Markdown page's JavaScript. This one takes CodeBlock from the
 * pages that contain code (src/plugins/code-highlighting/codeBlockSlot.ts); inline code is
 * unchanged.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';
import {providedCodeBlock} from '@site/src/plugins/code-highlighting/codeBlockSlot';

/** Inline code has one line of plain text; a fenced block has a newline or no children at all. */
function isInline(children: ReactNode): boolean {
  if (children === undefined) return false;
  return React.Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'));
}

export default function MDXCode(props: Props): ReactNode {
  if (isInline(props.children)) {
    return <CodeInline {...(props as ComponentProps<typeof CodeInline>)} />;
  }
  const CodeBlock = providedCodeBlock();
  if (!CodeBlock) {
    throw new Error(
      'A Markdown code block rendered on a page that did not import the CodeBlock component. ' +
        'Add remarkCodeImports (src/plugins/code-highlighting) to the remark plugins of the content plugin that renders it.',
    );
  }
  return <CodeBlock {...(props as ComponentProps<typeof CodeBlock>)} />;
}
