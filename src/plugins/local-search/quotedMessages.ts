/**
 * Quoted messages. A page that explains a message quotes it, variable parts written `…`, in an element marked
 * `data-search-message="<the entry's anchor>"` (the troubleshooting reference does so for every message the
 * framework prints). A reader pastes the message with its variable parts filled: file paths, module names, option
 * values. Searched as words, those values are the rarest words of the query and outweigh the message's own; matched
 * against the quoted messages, with the variable parts as wildcards, the message finds the page that explains it.
 *
 * Index side (`pageRules.ts` finds them, `searchData.ts` writes them): `messages.json`, the quoted messages as
 * [page URL, anchor, text]. Query side (`engine.ts`): fetched only by a query that reads like a message or has four
 * words or more; `matchQuotedMessages` names the best-matching ones, and their pages come first.
 */

/** One quoted message: the page that quotes it, the anchor of its entry, its text with `…` for each variable part. */
export type QuotedMessageRow = [url: string, anchor: string, text: string];

/** The words of a text as both sides compare them: lowercase letters and digits, everything else a separator. */
export function messageWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A quoted message matches when this many of its fixed words are found in the query, in order, in runs of two words
 * or more (a run may be a whole fixed stretch of one word): fewer say too little ("is invalid").
 */
export const minMatchedWords = 4;

/** …and this share of its fixed words, unless the run is long (`longMatchWords`): a pasted message is often cut. */
export const minMatchedShare = 0.5;
export const longMatchWords = 8;

/**
 * A short message ("Theme … doesn't exist.") has fewer fixed words than `minMatchedWords`: it matches when the query
 * has all of them, in order, and at least this many.
 */
export const minWholeMessageWords = 3;

/**
 * A query that does not read like a message (`looksLikeMessage`) is one when it carries this share of a quoted
 * message's fixed words.
 */
export const closeMessageShare = 0.75;

export type MessageMatch = {url: string; anchor: string; matchedWords: number; share: number};

/**
 * A message's headline: its opening sentence, when that has no variable part, at least `minHeadlineWords` words and
 * more text after it ("Docusaurus found broken anchors!", "Duplicate routes found!"). A reader pastes the first line
 * of the terminal's output and the details printed under it (the pages, the routes), not the sentences the message
 * ends with, so the fixed words found may be a small share of the message: the whole headline says which it is.
 */
export const minHeadlineWords = 3;

export function headlineOf(text: string): string[] {
  // A sentence, not a label before a colon ("Module not found:", a package's name).
  const sentence = /^[^…:]*?[.!?](?=\s|…)/.exec(text.trim())?.[0];
  if (!sentence) return [];
  const words = messageWords(sentence);
  return words.length >= minHeadlineWords ? words : [];
}

/** Does the query have these words in a row? */
function hasRun(queryWords: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= queryWords.length; start += 1) {
    if (run.every((word, offset) => queryWords[start + offset] === word)) return true;
  }
  return false;
}

/**
 * How a pasted query matches one quoted message: its fixed stretches (the text between `…`) are looked for in order,
 * each by its longest opening run of words that the query has (a message cut short keeps the start of a stretch).
 */
export function matchMessage(
  queryWords: readonly string[],
  text: string,
  stretches: readonly (readonly string[])[] = stretchesOf(text),
): {matchedWords: number; share: number} {
  const total = stretches.reduce((sum, stretch) => sum + stretch.length, 0);
  let from = 0;
  let matchedWords = 0;
  for (const stretch of stretches) {
    let best = 0;
    let bestEnd = from;
    for (let start = from; start < queryWords.length; start += 1) {
      let run = 0;
      while (run < stretch.length && queryWords[start + run] === stretch[run]) run += 1;
      if (run > best) {
        best = run;
        bestEnd = start + run;
      }
      if (best === stretch.length) break;
    }
    if (best >= 2 || (best === stretch.length && best > 0)) {
      matchedWords += best;
      from = bestEnd;
    }
  }
  return {matchedWords, share: total > 0 ? matchedWords / total : 0};
}

/** The fixed stretches of a quoted message (the text between `…`), as words. */
function stretchesOf(text: string): string[][] {
  return text
    .split('…')
    .map(messageWords)
    .filter((stretch) => stretch.length > 0);
}

/** Each loaded list's messages read once (every query of four words or more matches them): stretches and headline. */
const readRows = new WeakMap<readonly QuotedMessageRow[], {stretches: string[][]; headline: string[]}[]>();

/**
 * The quoted messages that a pasted query matches best (several pages may quote the same message), or none. With
 * `headlines`, a query that has a message's whole headline (`headlineOf`) matches it too.
 */
export function matchQuotedMessages(
  query: string,
  rows: readonly QuotedMessageRow[],
  {headlines = true}: {headlines?: boolean} = {},
): MessageMatch[] {
  const queryWords = messageWords(query);
  let read = readRows.get(rows);
  if (!read) {
    read = rows.map(([, , text]) => ({stretches: stretchesOf(text), headline: headlineOf(text)}));
    readRows.set(rows, read);
  }
  let matches: MessageMatch[] = [];
  for (const [position, [url, anchor, text]] of rows.entries()) {
    const {stretches, headline} = read[position]!;
    const {matchedWords, share} = matchMessage(queryWords, text, stretches);
    const whole = share === 1 && matchedWords >= minWholeMessageWords;
    const byHeadline = headlines && headline.length > 0 && hasRun(queryWords, headline);
    if (
      !whole &&
      !byHeadline &&
      (matchedWords < minMatchedWords || (share < minMatchedShare && matchedWords < longMatchWords))
    ) {
      continue;
    }
    const best = matches[0];
    if (!best || matchedWords > best.matchedWords || (matchedWords === best.matchedWords && share > best.share)) {
      matches = [{url, anchor, matchedWords, share}];
    } else if (matchedWords === best.matchedWords && share === best.share) {
      matches.push({url, anchor, matchedWords, share});
    }
  }
  return matches;
}
