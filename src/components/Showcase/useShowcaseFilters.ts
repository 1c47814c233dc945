import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {tagKeys} from '@site/src/data/showcase';
import {parseFilters, serializeFilters, type ShowcaseFilters} from './filtering';

/**
 * The showcase filters, read from and written to the URL query string so a
 * filtered view can be bookmarked and shared. Typing in the search box
 * replaces the history entry instead of adding one per keystroke.
 */
export function useShowcaseFilters(): [
  ShowcaseFilters,
  (next: ShowcaseFilters, options?: {replace?: boolean}) => void,
] {
  const location = useLocation();
  const history = useHistory();
  // The static HTML is rendered without a query string: hydrate with the same
  // empty filters, then apply the URL's filters on the next render.
  const isBrowser = useIsBrowser();
  const search = isBrowser ? location.search : '';
  const filters = useMemo(() => parseFilters(search, tagKeys), [search]);
  const setFilters = useCallback(
    (next: ShowcaseFilters, options?: {replace?: boolean}) => {
      const target = {...location, search: serializeFilters(next, location.search)};
      if (options?.replace) history.replace(target);
      else history.push(target);
    },
    [history, location],
  );
  return [filters, setFilters];
}
