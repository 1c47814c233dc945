// Replaces theme-live-codeblock's CodeBlock enhancer: the same behaviour, but
// - a block highlighted at build time (the `prehighlighted` property, see src/plugins/code-highlighting) renders the
//   theme's code-block layout around that HTML, with no highlighter in the browser and without the theme's second
//   render after hydration (its colours come from a stylesheet, not from the colour mode in React);
// - the live editor (react-live and its JSX compiler, ~60 KB gzip) is loaded only by pages that contain a live code
//   block instead of by every page that shows code.
import React, {lazy, Suspense, useMemo, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import CodeBlock from '@theme-init/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import {PrehighlightedContext} from '@site/src/plugins/code-highlighting/static/PrehighlightedContext';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type EnhancedProps = Props & {live?: boolean; prehighlighted?: string};
type LiveProps = Props & {live: true; children?: string};

export function isLiveCodeBlock(props: Props & {live?: boolean}): props is LiveProps {
  return Boolean(props.live) && (props.children === undefined || typeof props.children === 'string');
}

function PrehighlightedCodeBlock({html, ...props}: Props & {html: string; children: string}): ReactNode {
  const lines = useMemo(() => html.split('\n'), [html]);
  return (
    <PrehighlightedContext.Provider value={lines}>
      <StringContent {...props} />
    </PrehighlightedContext.Provider>
  );
}

export default function CodeBlockEnhancer({prehighlighted, ...props}: EnhancedProps): ReactNode {
  if (isLiveCodeBlock(props)) {
    // The static block keeps the code readable while the editor loads.
    const {live: _live, ...staticProps} = props;
    return (
      <Suspense fallback={<CodeBlock {...staticProps} />}>
        <LiveCodeBlock {...props} />
      </Suspense>
    );
  }
  if (typeof prehighlighted === 'string' && typeof props.children === 'string') {
    const {live: _live, ...staticProps} = props;
    return <PrehighlightedCodeBlock {...staticProps} html={prehighlighted} children={props.children} />;
  }
  return <CodeBlock {...props} />;
}
