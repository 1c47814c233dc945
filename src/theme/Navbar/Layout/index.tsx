/**
 * Wrapper of the navbar layout: a page opened below its top (at an anchor, or reloaded after scrolling) keeps its
 * navbar until the reader scrolls.
 *
 * With `hideOnScroll`, the theme's hook checks the scroll position once when it starts listening, against the
 * position it saw at the first render. On such a page both are the same, and the hook reads "same or lower" as a
 * scroll down: the navbar slid away in the commit that ended hydration, with nobody scrolling, and a reader (or a
 * test) pointing at a navbar menu at that moment lost it (issue 31: the version menu stayed hidden after hover).
 * Scroll events are switched off from the layout phase of the commit that mounts the navbar until the passive effect
 * below, which React runs after the theme's (a child's effects run before its parent's): that one check is skipped,
 * and the next real scroll is compared with the position at load, as before.
 *
 * After a jump to an anchor the page is still settling: blocks that `src/css/offscreen.css` defers are laid out at
 * their real height, and the browser's scroll anchoring moves the scroll position to keep the target still. Those
 * moves are scroll events too, and the hook read one that went up as the reader scrolling back: the navbar, hidden by
 * the jump, came back with nobody scrolling. Scroll events stay off from the jump until the position has held for a
 * few frames (at most half a second), so the hook sees the jump and then the reader's own scrolling.
 */
import React, {type ReactNode, useEffect, useLayoutEffect} from 'react';
import NavbarLayout from '@theme-original/Navbar/Layout';
import type NavbarLayoutType from '@theme/Navbar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useScrollController} from '@site/src/framework-internals/theme-common-internal';

type Props = WrapperProps<typeof NavbarLayoutType>;

/** Frames the scroll position must hold, after a jump to an anchor, before scroll events count again. */
const SETTLED_FRAMES = 3;
const SETTLE_LIMIT_MS = 500;

export default function NavbarLayoutWrapper(props: Props): ReactNode {
  const {disableScrollEvents, enableScrollEvents} = useScrollController();
  useLayoutEffect(() => {
    disableScrollEvents();
  }, [disableScrollEvents]);
  useEffect(() => {
    enableScrollEvents();
  }, [enableScrollEvents]);
  const {hash, key} = useLocation();
  useEffect(() => {
    if (!hash) {
      return undefined;
    }
    disableScrollEvents();
    const start = performance.now();
    let lastY = window.scrollY;
    let heldFrames = 0;
    let frame = 0;
    const watch = () => {
      heldFrames = window.scrollY === lastY ? heldFrames + 1 : 0;
      lastY = window.scrollY;
      if (heldFrames >= SETTLED_FRAMES || performance.now() - start > SETTLE_LIMIT_MS) {
        enableScrollEvents();
        return;
      }
      frame = requestAnimationFrame(watch);
    };
    frame = requestAnimationFrame(watch);
    return () => {
      cancelAnimationFrame(frame);
      enableScrollEvents();
    };
  }, [hash, key, disableScrollEvents, enableScrollEvents]);
  return <NavbarLayout {...props} />;
}
