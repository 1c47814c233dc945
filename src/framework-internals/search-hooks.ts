/**
 * `useSearchLinkCreator` and `useSearchQueryString` from wherever the installed Docusaurus exports them:
 * `@docusaurus/theme-common` up to 3.x, `@docusaurus/theme-search-algolia/client` from 4.0. Read by name at run time
 * so that neither version's bundler stops on an import the other version lacks (README.md, entry "search-hooks";
 * `npm run check:next` builds with 4.0). Delete once the site moves to 4.0: import them from the algolia client.
 */
import * as themeCommon from '@docusaurus/theme-common';
import * as searchClient from '@docusaurus/theme-search-algolia/client';

type Hooks = Pick<typeof themeCommon, 'useSearchLinkCreator' | 'useSearchQueryString'>;

function pick<Name extends keyof Hooks>(name: Name): Hooks[Name] {
  const found = (searchClient as Record<string, unknown>)[name] ?? (themeCommon as Record<string, unknown>)[name];
  if (typeof found !== 'function')
    throw new Error(
      `${name} is exported by neither @docusaurus/theme-common nor @docusaurus/theme-search-algolia/client`,
    );
  return found as Hooks[Name];
}

export const useSearchLinkCreator: Hooks['useSearchLinkCreator'] = pick('useSearchLinkCreator');
export const useSearchQueryString: Hooks['useSearchQueryString'] = pick('useSearchQueryString');
