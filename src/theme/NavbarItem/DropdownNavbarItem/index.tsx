/**
 * Wrapper of navbar dropdowns (versions, locales, custom menus). The theme opens them with
 * Enter and Space; this adds the rest of the menu-button keyboard pattern on desktop:
 * ArrowDown/ArrowUp open the menu and move between its links, Home/End jump to the ends,
 * Escape closes it and puts focus back on its button. The open state stays the theme's:
 * we toggle it through the button's own Enter handler.
 */
import React, {type KeyboardEvent, type ReactNode} from 'react';
import DropdownNavbarItem from '@theme-original/NavbarItem/DropdownNavbarItem';
import type DropdownNavbarItemType from '@theme/NavbarItem/DropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {nextMenuIndex} from './menuKeys';
import {focusWhenVisible} from './focusWhenVisible';

type Props = WrapperProps<typeof DropdownNavbarItemType>;

function parts(root: HTMLElement) {
  const dropdown = root.querySelector<HTMLElement>('.dropdown');
  const button = dropdown?.querySelector<HTMLElement>(':scope > .navbar__link');
  const links = dropdown
    ? [...dropdown.querySelectorAll<HTMLElement>(':scope > .dropdown__menu a.dropdown__link')]
    : [];
  const isOpen = dropdown?.classList.contains('dropdown--show') ?? false;
  return {button, links, isOpen};
}

function toggleWithButton(button: HTMLElement): void {
  button.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
}

function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const {button, links, isOpen} = parts(event.currentTarget);
  if (!button || links.length === 0 || event.nativeEvent.isTrusted === false) return;
  if (event.key === 'Escape') {
    if (!isOpen && !links.includes(document.activeElement as HTMLElement)) return;
    event.preventDefault();
    button.focus();
    if (isOpen) toggleWithButton(button);
    return;
  }
  const current = links.indexOf(document.activeElement as HTMLElement);
  const next = nextMenuIndex(event.key, current, links.length);
  if (next === null) return;
  event.preventDefault();
  const target = links[next];
  if (!isOpen) toggleWithButton(button);
  // The links of an open menu take focus at once, so the next key press starts from where this one moved focus (keys
  // pressed faster than a frame each moved one step from the same link). A menu that is just opening fades in, and
  // its links only take focus a frame or more later.
  if (isOpen) target.focus();
  if (document.activeElement !== target) focusWhenVisible(() => target);
}

export default function DropdownNavbarItemWrapper(props: Props): ReactNode {
  if (props.mobile) return <DropdownNavbarItem {...props} />;
  return (
    // Arrow keys pressed on the dropdown's own button and links bubble here (event delegation); the div itself is not
    // focusable and needs no role.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="reader-dropdown-keys" onKeyDown={onKeyDown}>
      <DropdownNavbarItem {...props} />
    </div>
  );
}
