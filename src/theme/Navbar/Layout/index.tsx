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
 */
import React, {type ReactNode, useEffect, useLayoutEffect} from 'react';
import NavbarLayout from '@theme-original/Navbar/Layout';
import type NavbarLayoutType from '@theme/Navbar/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useScrollController} from '@site/src/framework-internals/theme-common-internal';

type Props = WrapperProps<typeof NavbarLayoutType>;

export default function NavbarLayoutWrapper(props: Props): ReactNode {
  const {disableScrollEvents, enableScrollEvents} = useScrollController();
  useLayoutEffect(() => {
    disableScrollEvents();
  }, [disableScrollEvents]);
  useEffect(() => {
    enableScrollEvents();
  }, [enableScrollEvents]);
  return <NavbarLayout {...props} />;
}
