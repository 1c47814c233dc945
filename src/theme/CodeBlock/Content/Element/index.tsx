// Wrapper: a code block whose content holds elements (links in `<pre><code>`, as on the config API page) is rendered
// by the theme without highlighting and without buttons, so it had no copy button. This adds the theme's buttons (copy,
// fed with the block's plain text, and word wrap).
import React, {useCallback, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import CodeBlockElement from '@theme-original/CodeBlock/Content/Element';
import Buttons from '@theme/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Content/Element';
import {nodeText} from './nodeText';
import styles from './styles.module.css';

export default function CodeBlockElementWithButtons(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const wordWrap = useCodeWordWrap();
  // The original component renders its own <pre> and takes no ref; the word-wrap hook measures that <pre>, so the ref
  // is pointed at it from the wrapper (ref callbacks run before the hook's effects).
  const {codeBlockRef} = wordWrap;
  const wrapperRef = useCallback(
    (wrapper: HTMLDivElement | null) => {
      codeBlockRef.current = wrapper?.querySelector('pre') ?? null;
    },
    [codeBlockRef],
  );
  const metadata = createCodeBlockMetadata({
    code: nodeText(props.children),
    className: props.className,
    metastring: props.metastring,
    language: props.language,
    defaultLanguage: prism.defaultLanguage,
    magicComments: [],
    title: props.title,
    showLineNumbers: false,
  });
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div className={styles.withButtons} ref={wrapperRef}>
        <CodeBlockElement {...props} />
        <Buttons />
      </div>
    </CodeBlockContextProvider>
  );
}
