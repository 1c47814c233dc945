// A probe of the typo class that nobody writes and nothing is tuned on: each title word of six letters or more of a
// docs or community page, misspelled three ways (a letter dropped, two letters swapped, a letter doubled, always in
// the middle of the word), in the page's title as the query, and that page as the expected first result. Titles name
// pages, so the probe asks whether a misspelled name still finds its page. Used by `bench-search.mjs --typo-probe`.
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The probe's cases, in relevance.json's shape, from the page table of a build (`pagefind/local-search/pages.json`). */
export function typoProbeCases(outDir) {
  const table = JSON.parse(readFileSync(path.join(outDir, 'pagefind/local-search/pages.json'), 'utf8'));
  const cases = [];
  for (const [, url, title, section] of table.pages) {
    if (!['Docs', 'Community'].includes(section) || /^\/docs\/\d/.test(url)) continue;
    const lowered = title.toLowerCase();
    for (const word of new Set(lowered.match(/[a-z]{6,}/g) ?? [])) {
      const middle = Math.floor(word.length / 2);
      const variants = {
        drop: word.slice(0, middle) + word.slice(middle + 1),
        swap: word.slice(0, middle) + word[middle + 1] + word[middle] + word.slice(middle + 2),
        double: word.slice(0, middle) + word[middle] + word.slice(middle),
      };
      for (const [kind, typo] of Object.entries(variants)) {
        if (typo === word) continue;
        const query = lowered
          .replace(word, typo)
          .replace(/[^a-z0-9. -]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
        cases.push({kind, half: 'probe', query, expected: [url]});
      }
    }
  }
  return {cases};
}
