/**
 * Stands in for @docusaurus/theme-common's `hooks/useCodeWordWrap.js` (swapped in by ../index.ts): the same state and
 * toggle for a code block's word-wrap button, measured differently. The original measured every block in an effect
 * right after hydration (a forced layout of the whole page), watched hidden tab panels with a MutationObserver whose
 * options it compared with `localeCompare` (the browser loads collation data on its first call), and listened to
 * window resizes. Here one ResizeObserver per block does all three: it reports after the browser's own layout (so
 * reading the widths forces nothing), and again whenever the block's size changes, which includes a hidden tab
 * becoming visible and the window being resized.
 */
import {startTransition, useCallback, useEffect, useMemo, useRef, useState, type RefObject} from 'react';

export type CodeWordWrap = {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
};

/** As the theme decides: the code overflows, or wrapping styles are on (then the button must stay to turn them off). */
function isScrollable(pre: HTMLPreElement): boolean {
  return pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
}

export function useCodeWordWrap(): CodeWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Long words and strings wrap too, so no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setIsCodeScrollable(isScrollable(pre));
      return undefined;
    }
    // Called once the block has been laid out, then on every change of its size. The button it shows or hides is not
    // urgent: as a transition, the re-render of every block after the first layout is done in slices, not at once.
    const observer = new ResizeObserver(() => {
      const scrollable = isScrollable(pre);
      startTransition(() => setIsCodeScrollable(scrollable));
    });
    observer.observe(pre);
    return () => observer.disconnect();
  }, [isEnabled]);

  // One object while nothing changes, so the block's context (and every part that reads it) keeps its value.
  return useMemo(() => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}), [isEnabled, isCodeScrollable, toggle]);
}
