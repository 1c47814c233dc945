/** What an idle callback learns about the time it has (the browser's IdleDeadline, or a spent one after a timeout). */
export type IdleDeadline = {readonly didTimeout: boolean; timeRemaining(): number};

/**
 * Runs `callback` when the browser has a moment to spare (at most 3 s later), for work
 * that can wait until the page is interactive. Browsers without requestIdleCallback get
 * a short timeout instead, and a deadline with no time left.
 */
export function whenIdle(callback: (deadline: IdleDeadline) => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, {timeout: 3000});
  else setTimeout(() => callback({didTimeout: true, timeRemaining: () => 0}), 200);
}
