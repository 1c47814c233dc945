import {describe, expect, it} from 'vitest';
import {nextMenuIndex} from '../../src/theme/NavbarItem/DropdownNavbarItem/menuKeys';
import {scrollTopToReveal} from '../../src/theme/DocSidebar/Desktop/keepInView';

describe('nextMenuIndex', () => {
  it('enters the menu from the button', () => {
    expect(nextMenuIndex('ArrowDown', -1, 4)).toBe(0);
    expect(nextMenuIndex('ArrowUp', -1, 4)).toBe(3);
  });
  it('moves and wraps inside the menu', () => {
    expect(nextMenuIndex('ArrowDown', 1, 4)).toBe(2);
    expect(nextMenuIndex('ArrowDown', 3, 4)).toBe(0);
    expect(nextMenuIndex('ArrowUp', 0, 4)).toBe(3);
    expect(nextMenuIndex('Home', 2, 4)).toBe(0);
    expect(nextMenuIndex('End', 0, 4)).toBe(3);
  });
  it('ignores other keys and empty menus', () => {
    expect(nextMenuIndex('Tab', 0, 4)).toBeNull();
    expect(nextMenuIndex('Home', -1, 4)).toBeNull();
    expect(nextMenuIndex('ArrowDown', -1, 0)).toBeNull();
  });
});

describe('scrollTopToReveal', () => {
  const box = {top: 100, height: 400};
  it('leaves a visible item alone', () => {
    expect(scrollTopToReveal(box, 0, {top: 150, height: 30})).toBeNull();
  });
  it('centres an item below the box', () => {
    // Item 700px below the box top: scroll by 700 minus half the free space (185).
    expect(scrollTopToReveal(box, 0, {top: 800, height: 30})).toBe(515);
  });
  it('centres an item above the box, never below zero', () => {
    expect(scrollTopToReveal(box, 300, {top: 20, height: 30})).toBe(35);
    expect(scrollTopToReveal(box, 10, {top: 95, height: 30})).toBe(0);
  });
});
