import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {tagKeys} from '@site/src/data/showcase';
import {parseFilters, serializeFilters, type ShowcaseFilters} from './filtering';

/**
 * The showcase filters, read from and written to the URL query string so a
 * filtered view can be bookmarked and shared. Typing in the search box
 * replaces the history entry instead of adding one per keystroke.
 */
export function useShowcaseFilters(): [ShowcaseFilters, (next: ShowcaseFilters, options?: {replace?: boolean}) => void] {
  const location = useLocation();
  const history = useHistory();
  const filters = useMemo(() => parseFilters(location.search, tagKeys), [location.search]);
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
