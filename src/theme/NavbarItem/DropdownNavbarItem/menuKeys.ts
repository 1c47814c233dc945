/**
 * Which menu link gets focus after a key press, given the focused one (`-1`: the button).
 * Returns null for keys the menu does not handle. Arrow keys wrap around.
 */
export function nextMenuIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return current < 0 ? null : 0;
    case 'End':
      return current < 0 ? null : count - 1;
    default:
      return null;
  }
}
