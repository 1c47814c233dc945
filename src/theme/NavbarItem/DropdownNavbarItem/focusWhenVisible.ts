/**
 * Menus that just opened fade in with a `visibility` transition, and an element is not
 * focusable until that transition has started. Retries focusing on the next frames until
 * it takes (or gives up quietly after `frames` frames).
 */
export function focusWhenVisible(target: () => HTMLElement | null | undefined, frames = 20): void {
  requestAnimationFrame(() => {
    const element = target();
    if (!element) return;
    element.focus();
    if (document.activeElement !== element && frames > 1) focusWhenVisible(target, frames - 1);
  });
}
