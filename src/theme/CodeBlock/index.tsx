// Wrapper, and the one swizzle of build-time code highlighting (src/plugins/code-highlighting):
// - a block highlighted at build time (the `prehighlighted` property) is drawn here, in the theme's code-block markup
//   and with its Title and Buttons, from that HTML: no highlighter in the browser, no inline colours (they come from a
//   stylesheet, so there is no second render after hydration either);
// - any other block (`<CodeBlock>` in MDX or React, JSX `<pre>`, links inside code) is the theme's own CodeBlock,
//   loaded with Prism only when such a block renders;
// - a live block loads the live editor (react-live and its compiler, ~60 KB gzip) only where one is shown; this
//   replaces theme-live-codeblock's enhancer, which imports the editor into every page that shows code.
// The theme's MDXComponents/Code imports this component into every Markdown page, so it imports no highlighter.
import React, {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import Title from '@theme/CodeBlock/Title';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@site/src/framework-internals/theme-common-internal';
import {
  codeBlockContainerStyles,
  codeBlockContentStyles,
  codeBlockLayoutStyles,
  codeBlockLineStyles,
} from '@site/src/framework-internals/theme-classic-styles';
import {composeLines, escapeLines} from '@site/src/plugins/code-highlighting/static/composeLines';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));
// The copy and word-wrap buttons only act after hydration, so they need not weigh on pages without code: they load
// with the first block that shows them.
type ButtonsComponent = ComponentType;
let loadedButtons: ButtonsComponent | undefined;
const loadButtons = () =>
  import('@theme/CodeBlock/Buttons').then((module) => (loadedButtons = module.default as ButtonsComponent));

/**
 * The buttons, rendered once the page has hydrated and their chunk is in. Rendered by the server and lazily in the
 * browser, each block's buttons were a boundary left to hydrate while the chunk loaded; the block's context changes
 * right after hydration (word wrap measures the block), and React rendered and threw those buttons away: about one
 * discarded render per block, and about ten once tab groups stopped remounting (src/framework-internals/tabs-hydration).
 * They do nothing without JavaScript, so the server leaves them out, and no render waits on the chunk.
 */
function ButtonsAfterHydration(): ReactNode {
  const [Buttons, setButtons] = useState<ButtonsComponent | undefined>(() => undefined);
  useEffect(() => {
    // A transition: the buttons of every block mount in slices, after the page's own updates.
    const show = (component: ButtonsComponent) => startTransition(() => setButtons(() => component));
    if (loadedButtons) show(loadedButtons);
    else void loadButtons().then(show);
  }, []);
  return Buttons ? <Buttons /> : null;
}

const BrowserCodeBlock = lazy(() => import('@site/src/plugins/code-highlighting/browserCodeBlock'));

type EnhancedProps = Props & {live?: boolean; prehighlighted?: string};
type StringProps = Props & {children: string};

export function isLiveCodeBlock(props: Props & {live?: boolean}): props is StringProps & {live: true} {
  return Boolean(props.live) && (props.children === undefined || typeof props.children === 'string');
}

const lineClassNames = {
  line: 'token-line',
  numberedLine: codeBlockLineStyles.codeLine!,
  number: codeBlockLineStyles.codeLineNumber!,
  content: codeBlockLineStyles.codeLineContent!,
};

/**
 * The theme's code-block layout (container, title, content, buttons) around lines of HTML, one per source line.
 * Returns the browser-highlighted block when the lines do not match the code the theme shows.
 */
function StaticCodeBlock({sourceHtml, ...props}: StringProps & {sourceHtml: string[]}): ReactNode {
  const {prism} = useThemeConfig();
  const {children: code, className, metastring, language, title, showLineNumbers} = props;
  // Parsed once per block, not on each re-render (the word-wrap measurement re-renders every block after hydration),
  // so the lines below and the block's context keep their values.
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [code, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  const wordWrap = useCodeWordWrap();
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
    [metadata.codeInput, metadata.code, metadata.lineClassNames, sourceHtml, numbered],
  );
  if (html === null) return <BrowserHighlightedBlock {...props} />;
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div
        className={clsx(
          metadata.className,
          codeBlockContainerStyles.codeBlockContainer,
          ThemeClassNames.common.codeBlock,
        )}>
        {metadata.title && (
          <div className={codeBlockLayoutStyles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={codeBlockLayoutStyles.codeBlockContent}>
          <pre
            ref={wordWrap.codeBlockRef}
            // Scrollable code must be reachable by keyboard, as in the theme.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className={clsx(
              metadata.className,
              'prism-code',
              `language-${metadata.language}`,
              codeBlockContentStyles.codeBlock,
              'thin-scrollbar',
            )}>
            <code
              className={clsx(
                codeBlockContentStyles.codeBlockLines,
                numbered && codeBlockContentStyles.codeBlockLinesWithNumbering,
              )}
              style={numbered ? {counterReset: `line-count ${metadata.lineNumbersStart! - 1}`} : undefined}
              dangerouslySetInnerHTML={{__html: html}}
            />
          </pre>
          <ButtonsAfterHydration />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}

/** The theme's block, highlighted by Prism in the browser; its plain text shows while Prism loads. */
function BrowserHighlightedBlock(props: Props): ReactNode {
  const fallback =
    typeof props.children === 'string' ? (
      <StaticCodeBlock {...(props as StringProps)} sourceHtml={escapeLines(props.children)} />
    ) : null;
  return (
    <Suspense fallback={fallback}>
      <BrowserCodeBlock {...props} />
    </Suspense>
  );
}

function PrehighlightedCodeBlock({html, ...props}: StringProps & {html: string}): ReactNode {
  const lines = useMemo(() => html.split('\n'), [html]);
  return <StaticCodeBlock {...props} sourceHtml={lines} />;
}

export default function CodeBlockWrapper({prehighlighted, ...props}: EnhancedProps): ReactNode {
  if (isLiveCodeBlock(props)) {
    // The plain code stays readable while the editor loads.
    const {live: _live, ...staticProps} = props;
    const code = props.children ?? '';
    return (
      <Suspense
        fallback={
          <StaticCodeBlock {...staticProps} sourceHtml={escapeLines(code)}>
            {code}
          </StaticCodeBlock>
        }>
        <LiveCodeBlock {...props} />
      </Suspense>
    );
  }
  const {live: _live, ...blockProps} = props;
  if (typeof prehighlighted === 'string' && typeof blockProps.children === 'string') {
    return <PrehighlightedCodeBlock {...(blockProps as StringProps)} html={prehighlighted} />;
  }
  return <BrowserHighlightedBlock {...blockProps} />;
}
