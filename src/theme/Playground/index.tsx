// Wrapper: the live code editor compiles the reader's code with `new Function`, which the site's
// Content-Security-Policy allows only on the pages that have an editor (src/config/hosting.ts). A policy belongs to
// the document, so a page reached by client-side navigation from another page keeps that page's stricter policy and
// the editor could not run. Reached that way, the page is loaded again in full, with its own policy; loaded directly,
// the editor renders as usual.
import React, {useEffect, type ReactNode} from 'react';
import Playground from '@theme-original/Playground';
import type PlaygroundType from '@theme/Playground';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';

type Props = WrapperProps<typeof PlaygroundType>;

/** Path of the document the browser loaded (not changed by client-side navigation). */
function loadedDocumentPath(): string | null {
  const entry = performance.getEntriesByType('navigation')[0];
  return entry ? new URL(entry.name).pathname : null;
}

export default function PlaygroundWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const loadedPath = isBrowser ? loadedDocumentPath() : null;
  const reachedByNavigation = loadedPath !== null && loadedPath !== pathname;
  useEffect(() => {
    if (reachedByNavigation) window.location.reload();
  }, [reachedByNavigation]);
  if (reachedByNavigation) {
    return (
      <pre>
        <code>{typeof props.children === 'string' ? props.children : null}</code>
      </pre>
    );
  }
  return <Playground {...props} />;
}
