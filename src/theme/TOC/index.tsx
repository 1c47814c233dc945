/**
 * Wrapper of the desktop table of contents: keeps the highlighted heading visible when
 * the list is taller than its sticky column. The theme highlights links by toggling a
 * class (no React state), so we watch that class and scroll the TOC box, not the page.
 */
import React, {type ReactNode, useEffect, useRef} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import {revealInContainer} from '@site/src/theme/DocSidebar/Desktop/keepInView';

type Props = WrapperProps<typeof TOCType>;

const activeClass = 'table-of-contents__link--active';

function TOCWithReveal(props: Props): ReactNode {
  const anchor = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    // The TOC box is the element rendered right after our (empty) anchor.
    const box = anchor.current?.nextElementSibling;
    if (!(box instanceof HTMLElement)) return undefined;
    // A labelled landmark, so screen-reader users can jump to the page outline.
    box.setAttribute('role', 'navigation');
    box.setAttribute('aria-label', 'On this page');
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const link = mutation.target as HTMLElement;
        if (link.classList.contains(activeClass) && box.scrollHeight > box.clientHeight) {
          revealInContainer(box, link);
          return;
        }
      }
    });
    observer.observe(box, {subtree: true, attributes: true, attributeFilter: ['class']});
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <span ref={anchor} hidden />
      <TOC {...props} />
    </>
  );
}

// Not deferred (Layout/HydrateLater): a post keeps its TOC mounted on a phone, so the first updates after hydration
// would hydrate it in one task.
export default function TOCWrapper(props: Props): ReactNode {
  return <TOCWithReveal {...props} />;
}
