/**
 * On the not-found page: the pages closest to the missing URL, found by searching the
 * index with the URL's words (so /docs/instalation/ offers Installation, through the
 * typo correction). The search runs in the search worker, started after the page renders.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {PagefindFilter} from '../client';
import type {LocalSearchGlobalData} from '../types';

type Suggestion = {url: string; title: string; section: string};

/** "/docs/3.6.3/markdown-features/admonitons/" → "markdown features admonitons"; the docs version becomes a filter. */
export function queryFromPath(pathname: string, baseUrl: string): {query: string; docsVersion: string | null} {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: keep the raw path.
  }
  const segments = path
    .slice(path.startsWith(baseUrl) ? baseUrl.length : 0)
    .split('/')
    .filter(Boolean);
  const docsVersion = segments[0] === 'docs' && /^\d+\.\d+\.\d+$/.test(segments[1] ?? '') ? segments[1]! : null;
  const words = segments
    .filter((segment, index) => !(index === 0 && segment === 'docs') && !/^\d+(\.\d+)*$/.test(segment))
    .flatMap((segment) => segment.replace(/\.html?$/, '').split(/[-_.\s]+/))
    .filter((word) => word.length > 0 && word !== 'index');
  return {query: words.join(' '), docsVersion};
}

export default function ClosestPages({data}: {data: LocalSearchGlobalData}): ReactNode {
  const {pathname} = useLocation();
  const {i18n} = useDocusaurusContext();
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);

  useEffect(() => {
    const {query, docsVersion} = queryFromPath(pathname, data.baseUrl);
    if (!query) return undefined;
    let cancelled = false;
    const filters: PagefindFilter = {
      language: i18n.currentLocale,
      docusaurus_tag: {
        any: ['default', `docs-default-${docsVersion ?? 'current'}`, 'docs-community-current'],
      },
    };
    import('../worker/searchConnection')
      .then(({searchConnection}) => searchConnection(data).closestPages({query, filters, count: 5}))
      .then(
        (found) => !cancelled && setSuggestions(found),
        () => !cancelled && setSuggestions([]),
      );
    return () => {
      cancelled = true;
    };
  }, [pathname, data, i18n.currentLocale]);

  if (!suggestions || suggestions.length === 0) return null;
  return (
    <section className="container margin-bottom--xl" aria-labelledby="closest-pages">
      <div className="row">
        <div className="col col--6 col--offset-3">
          {/* Not the theme's Heading: a permalink to a not-found page's section serves no one. */}
          <h2 id="closest-pages">
            <Translate id="localSearch.notFound.closestPages">Closest pages</Translate>
          </h2>
          <ul>
            {suggestions.map((page) => (
              <li key={page.url}>
                <Link to={page.url}>{page.title}</Link> <span className="text--secondary">({page.section})</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
