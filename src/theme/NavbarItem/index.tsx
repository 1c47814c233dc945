/**
 * The theme's navbar item, memoized. The navbar's content re-renders whenever the mobile-sidebar state changes, which
 * happens several times right after hydration (the window size becomes known, the sidebar learns it may render), and
 * each time every item re-rendered with the same props from the site config. An item still re-renders when a context
 * it reads changes (the location for the active link, the docs version for the version menu).
 */
import {memo} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

export default memo(NavbarItem);
