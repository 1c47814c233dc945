/**
 * Highlights the filter's words in the sidebar links through the CSS Custom Highlight API (`::highlight()`), which
 * marks text without changing the theme's markup. Browsers without the API show the filtered list unhighlighted.
 */
import {type RefObject, useEffect, useRef} from 'react';
import {foldText} from './filterSidebar';

const highlightName = 'sidebar-filter';

type HighlightRegistry = {set(name: string, highlight: unknown): void; delete(name: string): void};
type HighlightConstructor = new (...ranges: Range[]) => unknown;

function registry(): {highlights: HighlightRegistry; Highlight: HighlightConstructor} | null {
  const {CSS: css, Highlight} = window as unknown as {
    CSS?: {highlights?: HighlightRegistry};
    Highlight?: HighlightConstructor;
  };
  return css?.highlights && Highlight ? {highlights: css.highlights, Highlight} : null;
}

function rangesIn(list: Element, words: readonly string[]): Range[] {
  const ranges: Range[] = [];
  for (const link of list.querySelectorAll('.menu__link')) {
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Folding keeps one character per character for the scripts used here, so offsets line up.
      const text = foldText(node.textContent ?? '');
      if (text.length !== (node.textContent ?? '').length) continue;
      for (const word of words) {
        for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + word.length)) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + word.length);
          ranges.push(range);
        }
      }
    }
  }
  return ranges;
}

/**
 * Returns a ref for the filter's list item; the highlight covers the list that holds it. The item is read from a ref
 * object when the words change, not kept in state: a ref callback that sets state runs during React's commit, so every
 * mount of a sidebar (the phone menu's is built when the browser is idle) re-rendered the whole sidebar at once.
 */
export function useMatchHighlight(words: readonly string[]): RefObject<HTMLLIElement | null> {
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const api = registry();
    const list = item.current?.parentElement;
    if (!api || !list) return undefined;
    if (words.length === 0) {
      api.highlights.delete(highlightName);
      return undefined;
    }
    // After the remounted categories have rendered their links.
    const frame = requestAnimationFrame(() =>
      api.highlights.set(highlightName, new api.Highlight(...rangesIn(list, words))),
    );
    return () => {
      cancelAnimationFrame(frame);
      api.highlights.delete(highlightName);
    };
  }, [words]);
  return item;
}
