// Probes of two classes of issue 28, generated from the build's page table, so that nobody writes them and nothing is
// tuned on them. Used by `bench-search.mjs --typo-probe` and `--name-probe`.
//
// Typos: each title word of six letters or more of a
// docs or community page, misspelled three ways (a letter dropped, two letters swapped, a letter doubled, always in
// the middle of the word), in the page's title as the query, and that page as the expected first result. Titles name
// pages, so the probe asks whether a misspelled name still finds its page.
//
// Names: each API name of two words or more that a current docs page defines (in its options table, a heading or its
// title), spelled four ways (as defined, its words apart, lowercased whole, kebab-case), with every page that defines
// it as the expected first result.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The probe's cases, in relevance.json's shape, from the page table of a build (`pagefind/local-search/pages.json`). */
const pageTable = (outDir) =>
  JSON.parse(readFileSync(path.join(outDir, 'pagefind/local-search/pages.json'), 'utf8')).pages;

export function typoProbeCases(outDir) {
  const table = {pages: pageTable(outDir)};
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

/** The name probe's cases, in relevance.json's shape. */
export function nameProbeCases(outDir) {
  const definers = new Map();
  for (const row of pageTable(outDir)) {
    const [, url, , section] = row;
    const defines = row[9];
    if (section !== 'Docs' || /^\/docs\/\d/.test(url) || typeof defines !== 'string') continue;
    for (const name of defines.split(' ')) {
      if (!/^[a-z][a-zA-Z]*$/.test(name)) continue;
      const parts = name.split(/(?=[A-Z])/).map((part) => part.toLowerCase());
      if (parts.length < 2) continue;
      definers.set(name, [...(definers.get(name) ?? []), url]);
    }
  }
  const cases = [];
  for (const [name, urls] of definers) {
    const parts = name.split(/(?=[A-Z])/).map((part) => part.toLowerCase());
    const spellings = {camel: name, apart: parts.join(' '), lower: parts.join(''), kebab: parts.join('-')};
    for (const [kind, query] of Object.entries(spellings)) cases.push({kind, half: 'probe', query, expected: urls});
  }
  return {cases};
}

/**
 * Values for the variable parts of a pasted message, as a reader's terminal prints them: file paths, a module path,
 * an option name, a number, a URL, a locale. Each variable part takes the next value in turn.
 */
const pastedValues = [
  'docs/guides/intro.md',
  '/home/ci/site/src/theme/DocItem/Layout',
  'customFields',
  '3',
  'https://example.com/docs/getting-started',
  'fr',
  '@site/src/components/Demo.tsx',
];

/**
 * Messages: each message the installed packages print (`messages`, from scripts/list-docusaurus-messages.mjs --json)
 * pasted whole with its variable parts filled (`pastedValues`), and as expected first result the troubleshooting page
 * that quotes it: the current docs' troubleshooting page whose built text has the message's
 * longest fixed stretch. Messages no page quotes that way are left out.
 */
export function messageProbeCases(outDir, messages) {
  const dir = path.join(outDir, 'docs/troubleshooting');
  const entities = {quot: '"', apos: "'", amp: '&', lt: '<', gt: '>', nbsp: ' '};
  const flat = (text) =>
    text
      .replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (whole, hex, decimal, name) =>
        hex
          ? String.fromCodePoint(parseInt(hex, 16))
          : decimal
            ? String.fromCodePoint(Number(decimal))
            : (entities[name] ?? whole),
      )
      .replace(/[`*\\]/g, '')
      .replace(/\s+/g, ' ')
      .toLowerCase();
  const pages = readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.html')))
    .map((entry) => ({
      url: `/docs/troubleshooting/${entry.name}/`,
      text: flat(readFileSync(path.join(dir, entry.name, 'index.html'), 'utf8').replace(/<[^>]+>/g, ' ')),
    }));
  const cases = [];
  let turn = 0;
  for (const message of messages) {
    const stretches = message.text.split('…').map((part) => flat(part).trim());
    const longest = stretches.reduce((a, b) => (b.length > a.length ? b : a), '');
    if (longest.length < 12) continue;
    const expected = pages.filter((page) => page.text.includes(longest)).map((page) => page.url);
    if (expected.length === 0) continue;
    const query = message.text
      .split('…')
      .map((part, index) => (index === 0 ? part : `${pastedValues[turn++ % pastedValues.length]}${part}`))
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 300);
    cases.push({kind: message.level, half: 'probe', query, expected});
  }
  return {cases};
}
