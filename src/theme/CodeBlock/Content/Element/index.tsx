// Replaces the theme's CodeBlock/Content/Element, which draws a code block whose content holds elements (links in
// `<pre><code>`, as in the code-blocks guide) as a bare `<pre>` with no buttons. This one gives such a block the markup
// of every other code block (the theme's Container, content box, optional title, and `CodeBlock/Buttons`), so it gets
// the same copy and word-wrap buttons, shown on hover and on keyboard focus by the theme's own styles. The copy button
// copies the text a reader sees, without the link markup. No highlighting: the content is not a string.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@site/src/framework-internals/theme-common-internal';
import Buttons from '@theme/CodeBlock/Buttons';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import type {Props} from '@theme/CodeBlock/Content/Element';
import {
  codeBlockContentStyles as contentStyles,
  codeBlockLayoutStyles as layoutStyles,
} from '@site/src/framework-internals/theme-classic-styles';
import {nodeText} from './nodeText';

export default function CodeBlockElement({children, className, title, metastring, language}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const wordWrap = useCodeWordWrap();
  const metadata = createCodeBlockMetadata({
    code: nodeText(children),
    className,
    metastring,
    language,
    defaultLanguage: prism.defaultLanguage,
    magicComments: [],
    title,
    showLineNumbers: false,
  });
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Container as="div" className={metadata.className}>
        {metadata.title && (
          <div className={layoutStyles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={layoutStyles.codeBlockContent}>
          <pre
            ref={wordWrap.codeBlockRef}
            // Scrollable code must be reachable by keyboard, as in the theme.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className={clsx(contentStyles.codeBlock, 'thin-scrollbar')}>
            <code className={contentStyles.codeBlockLines}>{children}</code>
          </pre>
          <Buttons />
        </div>
      </Container>
    </CodeBlockContextProvider>
  );
}
