// What the search scripts share (scripts/bench-search.mjs, scripts/train-search-ranking.mjs): the filters of a
// /docs/ page, the halves of relevance.json and how a case's expected pages are found in a ranking, and the bundling
// of the engine's code for the browser.
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the modal searches on a page of the current docs. */
export const currentDocsFilters = {
  all: [
    {language: 'en'},
    {
      any: [
        {docusaurus_tag: 'default'},
        {docusaurus_tag: 'docs-default-current'},
        {docusaurus_tag: 'docs-community-current'},
      ],
    },
  ],
};

/**
 * The half of a relevance case: "tuning", "heldout", "old" (the first list, which keeps its `category`). A later batch
 * of fresh queries keeps its halves apart ("heldout-2"), so that rules shaped before it are judged on queries written
 * after them.
 */
export const halfOf = (c) => (c.category ? 'old' : `${c.half ?? 'old'}${c.batch ? `-${c.batch}` : ''}`);

/** Rank of the first expected page in `urls` (-1 if none); an expected URL ending in `*` matches any page under it. */
export function expectedRank(urls, expected) {
  const ranks = expected
    .map((want) =>
      want.endsWith('*') ? urls.findIndex((url) => url.startsWith(want.slice(0, -1))) : urls.indexOf(want),
    )
    .filter((rank) => rank >= 0);
  return ranks.length ? Math.min(...ranks) : -1;
}

/** Bundles a module written against the site's sources (paths from the site's root) into one ES module for a page. */
export async function bundleForBrowser(entry) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    stdin: {contents: entry, resolveDir: siteDir, loader: 'ts'},
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    target: 'es2022',
  });
  return result.outputFiles[0].text;
}
