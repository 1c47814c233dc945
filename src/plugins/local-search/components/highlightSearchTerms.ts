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
    `(^|[^\\p{L}\\p{N}])(${usable
      .map(escapeRegExp)
      .sort((a, b) => b.length - a.length)
      .join('|')})`,
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

type HistoryLike = {listen: (listener: () => void) => () => void; location: {pathname: string}};

function pageHeading(): Element | null {
  return document.querySelector('main article, main h1');
}

/**
 * Called when a reader opens a search result: once the page has rendered (its article or
 * heading is a new element), marks the words; the next navigation removes the marks.
 * Lives with the search UI, so pages where search is never opened carry none of it.
 */
export function highlightAfterNavigation(history: HistoryLike, targetPath: string, terms: readonly string[]): void {
  if (terms.length === 0) return;
  const before = pageHeading();
  const samePage = targetPath === history.location.pathname;
  const stopListening = history.listen(() => {
    stopListening();
    const started = Date.now();
    const waitForPage = () => {
      const current = pageHeading();
      if (current && (samePage || current !== before)) {
        clearHighlights();
        const root = document.querySelector('main');
        const marks = root ? highlightTerms(root, terms) : [];
        if (!window.location.hash && marks[0]) marks[0].scrollIntoView({block: 'center'});
        const stopClearing = history.listen(() => {
          stopClearing();
          clearHighlights();
        });
      } else if (Date.now() - started < 5000) {
        window.setTimeout(waitForPage, 30);
      }
    };
    waitForPage();
  });
}
