// Replaces theme-live-codeblock's CodeBlock enhancer: the same behaviour, but the live
// editor (react-live and its JSX compiler, ~60 KB gzip) is loaded only by pages that
// contain a live code block instead of by every page that shows code. It also registers
// the extra Prism languages (see src/plugins/code-highlighting).
import '@site/src/plugins/code-highlighting/registerLanguages';
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import CodeBlock from '@theme-init/CodeBlock';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type LiveProps = Props & {live: true; children?: string};

export function isLiveCodeBlock(props: Props & {live?: boolean}): props is LiveProps {
  return Boolean(props.live) && (props.children === undefined || typeof props.children === 'string');
}

export default function CodeBlockEnhancer(props: Props & {live?: boolean}): ReactNode {
  if (!isLiveCodeBlock(props)) {
    return <CodeBlock {...props} />;
  }
  // The static block keeps the code readable while the editor loads.
  const {live: _live, ...staticProps} = props;
  return (
    <Suspense fallback={<CodeBlock {...staticProps} />}>
      <LiveCodeBlock {...props} />
    </Suspense>
  );
}
