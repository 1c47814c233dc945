/**
 * Scroll arithmetic shared by the docs sidebar and the table of contents: both are
 * scroll containers of their own, so we move the container, never the page
 * (`Element.scrollIntoView` would also scroll the window).
 */
export type Box = {top: number; height: number};

/**
 * The `scrollTop` that shows `item` inside `container`, or `null` when it is already
 * visible with `margin` pixels to spare. Out-of-view items are centred.
 */
export function scrollTopToReveal(container: Box, scrollTop: number, item: Box, margin = 8): number | null {
  const offset = item.top - container.top;
  const fits = offset >= margin && offset + item.height <= container.height - margin;
  if (fits) return null;
  return Math.max(0, Math.round(scrollTop + offset - (container.height - item.height) / 2));
}

/** Scrolls `container` (only) so that `item` is visible. */
export function revealInContainer(container: HTMLElement, item: HTMLElement, behavior: ScrollBehavior = 'auto'): void {
  const containerRect = container.getBoundingClientRect();
  const itemRect = item.getBoundingClientRect();
  const next = scrollTopToReveal(containerRect, container.scrollTop, itemRect);
  if (next !== null) container.scrollTo({top: next, behavior});
}
