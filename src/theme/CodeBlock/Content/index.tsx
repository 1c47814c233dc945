// Replaces the theme's CodeBlock/Content (kept, and used, for blocks highlighted in the browser): a block highlighted
// at build time is drawn from its HTML as it is, in the theme's markup (pre, code, lines, line numbers), so the page
// needs no highlighter. The theme's version imports Prism; here Prism comes only from the pages that need it
// (src/plugins/code-highlighting/codeBlockSlot.ts), or is loaded when a block needs it and none was provided.
import React, {lazy, Suspense, useContext, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeBlockContext} from '@site/src/framework-internals/theme-common-internal';
import {codeBlockContentStyles as contentStyles, codeBlockLineStyles as lineStyles} from '@site/src/framework-internals/theme-classic-styles';
import {PrehighlightedContext} from '@site/src/plugins/code-highlighting/static/PrehighlightedContext';
import {composeLines, escapeLines} from '@site/src/plugins/code-highlighting/static/composeLines';
import {providedPrismContent} from '@site/src/plugins/code-highlighting/codeBlockSlot';

const LazyPrismContent = lazy(() => import('@site/src/plugins/code-highlighting/prismContent'));

const lineClassNames = {
  line: 'token-line',
  numberedLine: lineStyles.codeLine!,
  number: lineStyles.codeLineNumber!,
  content: lineStyles.codeLineContent!,
};

function StaticContent({className, sourceHtml}: Props & {sourceHtml: string[]}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const numbered = metadata.lineNumbersStart !== undefined;
  const html = useMemo(
    () =>
      composeLines({
        source: metadata.codeInput,
        sourceHtml,
        shownCode: metadata.code,
        lineClassNames: metadata.lineClassNames,
        showLineNumbers: numbered,
        classNames: lineClassNames,
      }),
    [metadata, sourceHtml, numbered],
  );
  if (html === null) return <BrowserHighlightedContent className={className} />;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable code must be reachable by keyboard, as in the theme.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, contentStyles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(contentStyles.codeBlockLines, numbered && contentStyles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${metadata.lineNumbersStart! - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}

function BrowserHighlightedContent(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const Provided = providedPrismContent();
  if (Provided) return <Provided {...props} />;
  return (
    <Suspense fallback={<StaticContent {...props} sourceHtml={escapeLines(metadata.codeInput)} />}>
      <LazyPrismContent {...props} />
    </Suspense>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  const sourceHtml = useContext(PrehighlightedContext);
  return sourceHtml ? <StaticContent {...props} sourceHtml={sourceHtml} /> : <BrowserHighlightedContent {...props} />;
}
