/**
 * Marks the searched words on the page opened from a search result (`?highlight=`),
 * and removes the marks on the next navigation. Loaded only when a URL carries the
 * parameter, so pages opened otherwise pay nothing.
 *
 * React owns these text nodes: the marks are made with splitText() so the node React
 * knows keeps its place, and clearing merges the pieces back into it (normalize()).
 */
const markAttribute = 'data-search-highlight';
const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'INPUT', 'SELECT', 'BUTTON', 'MARK', 'SVG']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function clearHighlights(root: ParentNode = document): void {
  const parents = new Set<Node>();
  for (const mark of root.querySelectorAll(`mark[${markAttribute}]`)) {
    const parent = mark.parentNode;
    if (!parent) continue;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    mark.remove();
    parents.add(parent);
  }
  for (const parent of parents) parent.normalize();
}

/** Wraps each occurrence of a term (at the start of a word) in `<mark data-search-highlight>`; returns the marks. */
export function highlightTerms(root: Element, terms: readonly string[]): HTMLElement[] {
  const usable = terms.map((term) => term.trim()).filter((term) => term.length > 1);
  if (usable.length === 0) return [];
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}])(${usable.map(escapeRegExp).sort((a, b) => b.length - a.length).join('|')})`,
    'iu',
  );
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      for (let parent = node.parentElement; parent && parent !== root; parent = parent.parentElement) {
        if (skipped.has(parent.tagName.toUpperCase())) return NodeFilter.FILTER_REJECT;
      }
      return pattern.test(node.nodeValue ?? '') ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
    },
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  const marks: HTMLElement[] = [];
  for (const node of nodes) {
    let current: Text = node;
    for (let match = pattern.exec(current.data); match; match = pattern.exec(current.data)) {
      const start = match.index + match[1]!.length;
      const matched = current.splitText(start);
      const rest = matched.splitText(match[2]!.length);
      const mark = document.createElement('mark');
      mark.setAttribute(markAttribute, '');
      matched.replaceWith(mark);
      mark.append(matched);
      marks.push(mark);
      current = rest;
    }
  }
  return marks;
}

/** Applies the highlight of the current URL: clears old marks, marks the new words, scrolls to the first when no anchor is targeted. */
export function applyHighlight(search: string, hash: string): void {
  clearHighlights();
  const terms = new URLSearchParams(search).get('highlight');
  const root = document.querySelector('main');
  if (!terms || !root) return;
  const marks = highlightTerms(root, terms.split(/\s+/));
  if (!hash && marks[0]) marks[0].scrollIntoView({block: 'center'});
}
