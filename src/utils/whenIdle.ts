/**
 * Runs `callback` when the browser has a moment to spare (at most 3 s later), for work
 * that can wait until the page is interactive. Browsers without requestIdleCallback get
 * a short timeout instead.
 */
export function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, {timeout: 3000});
  else setTimeout(callback, 200);
}
