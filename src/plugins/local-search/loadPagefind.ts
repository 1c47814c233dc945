/**
 * Browser side: loads Pagefind's own module from the built site. The import stays
 * native (webpackIgnore), because the file is produced after bundling.
 */
import type {PagefindApi} from './client';
// Shared with scripts/bench-search.mjs, which measures relevance with the same ranking.
import pagefindOptions from './pagefindOptions.json';

let pending: Promise<PagefindApi> | undefined;

export function loadPagefind(scriptPath: string, baseUrl: string): Promise<PagefindApi> {
  pending ??= (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ scriptPath)) as PagefindApi;
    await pagefind.options({baseUrl, ...pagefindOptions});
    await pagefind.init();
    return pagefind;
  })();
  // A failed load (offline, index missing) must not stick: the next query tries again.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
