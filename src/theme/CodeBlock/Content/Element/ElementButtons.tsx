// The theme's copy and word-wrap buttons for a code block rendered by CodeBlock/Content/Element, fed with the block's
// plain text. Loaded by ./index.tsx when such a block is on the page.
import React, {useCallback, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@site/src/framework-internals/theme-common-internal';
import Buttons from '@theme/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Content/Element';
import {nodeText} from './nodeText';
import styles from './styles.module.css';

export default function ElementButtons(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const wordWrap = useCodeWordWrap();
  // The original component renders its own <pre> and takes no ref; the word-wrap hook measures that <pre>, so the ref
  // is pointed at it from here (ref callbacks run before the hook's effects).
  const {codeBlockRef} = wordWrap;
  const findBlock = useCallback(
    (element: HTMLDivElement | null) => {
      codeBlockRef.current = element?.parentElement?.querySelector('pre') ?? null;
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
      {/* display: contents, so the buttons stay positioned against the block as on highlighted blocks. */}
      <div className={styles.buttons} ref={findBlock}>
        <Buttons />
      </div>
    </CodeBlockContextProvider>
  );
}
