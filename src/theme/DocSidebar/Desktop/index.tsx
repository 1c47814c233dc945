/**
 * Wrapper of the desktop docs sidebar. Adds, without changing its markup:
 * - the active item scrolled into view inside the sidebar (deep links and navigations);
 * - memory of the hidden sidebar and of open/closed categories (see sidebarMemory.ts).
 * Categories are read and toggled through the DOM (their state is private to the theme's
 * Category component); toggling clicks the theme's own control so its state stays in charge.
 * The sidebar and these effects are hydrated after the rest of the page (Layout/HydrateLater): a phone never shows
 * this sidebar, and React drops it there before hydrating it.
 */
import React, {type ReactNode, useEffect, useRef} from 'react';
import Desktop from '@theme-original/DocSidebar/Desktop';
import type DesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {useThemeConfig} from '@docusaurus/theme-common';
import {revealInContainer} from './keepInView';
import HydrateLater from '@site/src/theme/Layout/HydrateLater';
import {readCategories, readHidden, writeCategory, writeHidden} from './sidebarMemory';

type Props = WrapperProps<typeof DesktopType>;

const categorySelector = 'li.theme-doc-sidebar-item-category';
const collapsedClass = 'menu__list-item--collapsed';

function sidebarNav(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.theme-doc-sidebar-container nav.menu');
}

function ownLink(category: Element): HTMLElement | null {
  return category.querySelector<HTMLElement>(':scope > .menu__list-item-collapsible > .menu__link');
}

function categoryPath(category: Element, prefix: string): string {
  const labels: string[] = [];
  for (let node: Element | null = category; node; node = node.parentElement?.closest(categorySelector) ?? null) {
    labels.unshift(ownLink(node)?.textContent?.trim() ?? '');
  }
  return `${prefix}:${labels.join('/')}`;
}

function isOpen(category: Element): boolean {
  return !category.classList.contains(collapsedClass);
}

/** Clicks the control that only toggles (the caret, or the link of a category without a page). */
function toggle(category: Element): void {
  const caret = category.querySelector<HTMLElement>(':scope > .menu__list-item-collapsible > button.menu__caret');
  const link = ownLink(category);
  if (caret) caret.click();
  else if (link && !link.getAttribute('href')?.replace('#', '')) link.click();
}

function revealActiveItem(): void {
  const nav = sidebarNav();
  const links = nav?.querySelectorAll<HTMLElement>('.menu__link--active');
  // The deepest active link is the page itself; its categories are active too.
  const active = links?.[links.length - 1];
  if (nav && active) revealInContainer(nav, active);
}

/** Whether opening this category would make the theme's auto-collapse close the current page's category. */
function wouldHideActivePage(category: Element): boolean {
  const siblings = category.parentElement ? [...category.parentElement.children] : [];
  return siblings.some(
    (sibling) =>
      sibling !== category &&
      sibling.matches(categorySelector) &&
      sibling.querySelector('.menu__link--active') !== null,
  );
}

/** Applies stored states top-down; children of a category exist only once it is open. */
function restoreCategories(prefix: string, autoCollapse: boolean, passesLeft = 4): void {
  const nav = sidebarNav();
  if (!nav || passesLeft === 0) return;
  const stored = readCategories();
  let changed = false;
  nav.querySelectorAll(categorySelector).forEach((category) => {
    const wanted = stored[categoryPath(category, prefix)];
    if (wanted === undefined || wanted === isOpen(category)) return;
    // Never hide the page the reader is on.
    if (!wanted && category.querySelector('.menu__link--active')) return;
    if (wanted && autoCollapse && wouldHideActivePage(category)) return;
    toggle(category);
    changed = true;
  });
  if (changed) requestAnimationFrame(() => restoreCategories(prefix, autoCollapse, passesLeft - 1));
  else revealActiveItem();
}

function DesktopWithMemory(props: Props): ReactNode {
  const {pluginId} = useDocsVersion();
  const autoCollapse = useThemeConfig().docs.sidebar.autoCollapseCategories;
  const {isHidden, onCollapse, path} = props;
  const hiddenRestored = useRef(false);

  // Hidden sidebar: restore once, then remember every change.
  useEffect(() => {
    if (!hiddenRestored.current) {
      hiddenRestored.current = true;
      if (readHidden() && !isHidden) {
        onCollapse();
        return;
      }
    }
    writeHidden(Boolean(isHidden));
  }, [isHidden, onCollapse]);

  // Categories: restore after hydration, then record each change of a category's open state.
  useEffect(() => {
    restoreCategories(pluginId, autoCollapse);
    const nav = sidebarNav();
    if (!nav) return undefined;
    const observer = new MutationObserver((mutations) => {
      // Categories opened by the sidebar filter (src/theme/DocSidebarItems) are not the reader's choice.
      if (nav.querySelector<HTMLInputElement>('.theme-sidebar-filter input')?.value) return;
      for (const mutation of mutations) {
        const target = mutation.target as Element;
        if (target.matches(categorySelector)) writeCategory(categoryPath(target, pluginId), isOpen(target));
      }
    });
    observer.observe(nav, {subtree: true, attributes: true, attributeFilter: ['class']});
    return () => observer.disconnect();
  }, [pluginId, autoCollapse]);

  // The sidebar's <aside> would wrap the labelled "Docs sidebar" navigation in a second,
  // unlabelled landmark (complementary > navigation): keep only the navigation.
  useEffect(() => {
    document.querySelector('aside.theme-doc-sidebar-container')?.setAttribute('role', 'none');
  }, []);

  // Active item: after the sidebar has laid out the (possibly just expanded) categories.
  useEffect(() => {
    const frame = requestAnimationFrame(() => requestAnimationFrame(revealActiveItem));
    return () => cancelAnimationFrame(frame);
  }, [path]);

  return <Desktop {...props} />;
}

export default function DesktopWrapper(props: Props): ReactNode {
  return (
    <HydrateLater>
      <DesktopWithMemory {...props} />
    </HydrateLater>
  );
}
