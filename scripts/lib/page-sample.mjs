// A fixed sample of built pages covering every kind of page of the site, for checks too slow to run on all of them.

/** Page kinds, tried in order: the first whose pattern matches a URL path owns it. */
export const pageKinds = [
  ['home', /^\/$/],
  ['not found', /^\/404\.html$/],
  ['plain HTML page', /\.html$/],
  ['debug', /^\/__docusaurus\/debug\//],
  ['docs tag', /^\/docs\/(?:[\d.]+\/)?tags\//],
  ['docs category index', /^\/docs\/(?:[\d.]+\/)?category\//],
  ['docs 3.6.3', /^\/docs\/3\.6\.3\//],
  ['docs 3.7.0', /^\/docs\/3\.7\.0\//],
  ['api docs', /^\/docs\/api\//],
  ['docs', /^\/docs\//],
  ['blog list', /^\/blog\/(?:page\/\d+\/)?$/],
  ['blog archive', /^\/blog\/archive\/$/],
  ['blog tags', /^\/blog\/tags\//],
  ['blog authors', /^\/blog\/authors\//],
  ['release post', /^\/blog\/releases\//],
  ['blog post', /^\/blog\//],
  ['changelog list', /^\/changelog\/(?:page\/\d+\/)?$/],
  ['changelog', /^\/changelog\//],
  ['community', /^\/community\//],
  ['tests docs', /^\/tests\/docs\//],
  ['tests blog', /^\/tests\/blog\//],
  ['tests pages', /^\/tests\//],
  ['search', /^\/search\/$/],
  ['page', /^\//],
];

/**
 * Picks `size` pages (or all, if fewer): the kinds share the budget in turns, so every kind present gets at least one
 * page, and each kind's pages are taken at even steps through its sorted URLs, so the sample is the same from run to
 * run and spread over the kind.
 */
export function samplePages(urls, size = 60) {
  const byKind = new Map(pageKinds.map(([kind]) => [kind, []]));
  for (const url of [...urls].sort()) {
    const kind = pageKinds.find(([, pattern]) => pattern.test(url));
    if (kind) byKind.get(kind[0]).push(url);
  }
  const kinds = [...byKind].filter(([, list]) => list.length > 0);
  const quota = new Map(kinds.map(([kind]) => [kind, 0]));
  for (let total = 0, grew = true; total < size && grew;) {
    grew = false;
    for (const [kind, list] of kinds) {
      if (total < size && quota.get(kind) < list.length) {
        quota.set(kind, quota.get(kind) + 1);
        total += 1;
        grew = true;
      }
    }
  }
  return kinds.flatMap(([kind, list]) => {
    const count = quota.get(kind);
    return Array.from({length: count}, (_, i) => ({kind, url: list[Math.floor((i * list.length) / count)]}));
  });
}
