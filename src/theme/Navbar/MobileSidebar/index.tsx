/**
 * Wrapper of the mobile navbar menu: while it is open, Tab and Shift+Tab cycle inside it,
 * the first control gets focus, and Escape closes it and returns focus to the menu button.
 * (While closed the theme hides it with `visibility: hidden`, so focus cannot enter it.)
 *
 * The closed menu is built once the browser is idle after load (in a transition, so in short slices), or at once when
 * the reader opens it first: the theme builds it as soon as the page knows it is on a phone, which on a docs page
 * means the whole docs sidebar again, in the same task as the rest of hydration's follow-up work. While closed it is
 * not displayed either (`closedMenu.css`), so the browser styles and lays it out when it opens, not during the load.
 */
import React, {type ReactNode, startTransition, useEffect, useState} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@site/src/framework-internals/theme-common-internal';
import {focusWhenVisible} from '@site/src/theme/NavbarItem/DropdownNavbarItem/focusWhenVisible';
import {whenIdle} from '@site/src/utils/whenIdle';
import './closedMenu.css';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function visibleFocusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
  );
}

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    let cancelled = false;
    whenIdle(() => {
      if (!cancelled) startTransition(() => setIdle(true));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!shown) return undefined;
    const panel = document.querySelector<HTMLElement>('.navbar-sidebar');
    if (!panel) return undefined;
    focusWhenVisible(() => panel.querySelector<HTMLElement>(focusable));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = visibleFocusables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !panel.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);

  return idle || shown ? <MobileSidebar /> : null;
}
