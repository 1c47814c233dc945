/**
 * Wrapper of the mobile navbar menu: while it is open, Tab and Shift+Tab cycle inside it,
 * the first control gets focus, and Escape closes it and returns focus to the menu button.
 * (While closed the theme hides it with `visibility: hidden`, so focus cannot enter it.)
 */
import React, {type ReactNode, useEffect} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {focusWhenVisible} from '@site/src/theme/NavbarItem/DropdownNavbarItem/focusWhenVisible';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function visibleFocusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
  );
}

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();

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

  return <MobileSidebar />;
}
