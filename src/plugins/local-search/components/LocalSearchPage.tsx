/**
 * /search/?q=… answered from the local Pagefind index: the query lives in the URL
 * (shareable), one version select per versioned docs plugin, results in pages of 10.
 */
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useQueryString} from '@docusaurus/theme-common';
import {useSearchQueryString} from '@site/src/framework-internals/search-hooks';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {searchPageFilters, type PageSearchResult} from '../client';
import {searchConnection} from '../worker/searchConnection';
import {highlightAfterNavigation} from './highlightSearchTerms';
import type {LocalSearchGlobalData} from '../types';
import styles from './LocalSearchPage.module.css';

const pageSize = 10;

/** The section filter: URL value (`?section=`) → the Pagefind `section` filter of the indexed pages. */
const sectionChoices = [
  {
    value: 'docs',
    section: 'Docs',
    label: () => translate({id: 'localSearch.searchPage.section.docs', message: 'Docs'}),
  },
  {
    value: 'blog',
    section: 'Blog',
    label: () => translate({id: 'localSearch.searchPage.section.blog', message: 'Blog'}),
  },
  {
    value: 'changelog',
    section: 'Changelog',
    label: () => translate({id: 'localSearch.searchPage.section.changelog', message: 'Changelog'}),
  },
  {
    value: 'community',
    section: 'Community',
    label: () => translate({id: 'localSearch.searchPage.section.community', message: 'Community'}),
  },
] as const;

type ResultState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'ready'; query: string; result: PageSearchResult};

function usePageTitle(query: string): string {
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

function useDocumentsFound(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'},
        {count},
      ),
    );
}

/** Selected docs version per docs plugin; unversioned plugins keep their only version. */
function useVersionChoice() {
  const allDocsData = useAllDocsData();
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(allDocsData).map(([pluginId, data]) => [pluginId, data.versions[0]!.name])),
  );
  const versioned = Object.entries(allDocsData).filter(([, data]) => data.versions.length > 1);
  return {
    chosen,
    versioned,
    choose: (pluginId: string, version: string) => setChosen((previous) => ({...previous, [pluginId]: version})),
  };
}

function ResultItem({
  page,
  processUrl,
}: {
  page: PageSearchResult['pages'][number];
  processUrl: (url: string) => string;
}) {
  const history = useHistory();
  const [pageHit, ...sectionHits] = page.hits;
  if (!pageHit) return null;
  // Opening a result marks the searched words on the page it opens.
  const markOnOpen = (url: string) => () =>
    highlightAfterNavigation(history, new URL(url, window.location.href).pathname, pageHit._highlightTerms ?? []);
  const version = page.fragment.meta.version;
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        {/* Hit strings are escaped by the client; only <mark> is markup. */}
        <Link
          to={processUrl(pageHit.url)}
          onClick={markOnOpen(processUrl(pageHit.url))}
          dangerouslySetInnerHTML={{__html: pageHit._highlightResult.hierarchy.lvl1!.value}}
        />
      </Heading>
      <p className={styles.resultPath}>
        {page.fragment.meta.section ?? 'Pages'}
        {version && ` › ${version === 'current' ? 'Canary' : version}`}
      </p>
      {pageHit.content && (
        <p className={styles.resultSummary} dangerouslySetInnerHTML={{__html: `${pageHit.content}`}} />
      )}
      {sectionHits.length > 0 && (
        <ul className={styles.sections}>
          {sectionHits.map((hit) => {
            const level = hit.hierarchy.lvl3 ? 'lvl3' : 'lvl2';
            return (
              <li key={hit.objectID}>
                <Link
                  to={processUrl(hit.url)}
                  onClick={markOnOpen(processUrl(hit.url))}
                  dangerouslySetInnerHTML={{__html: hit._highlightResult.hierarchy[level]?.value ?? ''}}
                />
                {hit.content && (
                  <span className={styles.sectionSummary} dangerouslySetInnerHTML={{__html: hit.content}} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}

function LocalSearchPageContent({data}: {data: LocalSearchGlobalData}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const [query, setQuery] = useSearchQueryString();
  const title = usePageTitle(query);
  const documentsFound = useDocumentsFound();
  const processUrl = useSearchResultUrlProcessor();
  const versions = useVersionChoice();
  const [sectionValue, setSectionValue] = useQueryString('section');
  const section = sectionChoices.find((choice) => choice.value === sectionValue);
  const [draft, setDraft] = useState(query);
  const [limit, setLimit] = useState(pageSize);
  const [state, setState] = useState<ResultState>({status: 'idle'});
  const filters = useMemo(
    () => ({...searchPageFilters(i18n.currentLocale, versions.chosen), ...(section && {section: section.section})}),
    [i18n.currentLocale, versions.chosen, section],
  );

  // The field follows the URL (back/forward, a link from the modal); typing updates the URL.
  useEffect(() => setDraft(query), [query]);

  useEffect(() => setLimit(pageSize), [query, filters]);

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState((previous) => (previous.status === 'ready' ? previous : {status: 'loading'}));
    // No pause: the query runs in the search worker, which answers the newest query first.
    searchConnection(data)
      .searchPages({query: trimmed, filters, limit})
      .then(
        (result) => !cancelled && setState({status: 'ready', query: trimmed, result}),
        (error: unknown) => {
          if (cancelled) return;
          console.warn('Search failed.', error);
          setState({status: 'error'});
        },
      );
    return () => {
      cancelled = true;
    };
  }, [query, filters, limit, data]);

  return (
    <Layout>
      <PageMetadata title={title} />
      <Head>
        {/* Result pages are not content of their own. */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        {/* Without JavaScript the form still works: a GET to this page with q and section. */}
        <form
          className={clsx('row', styles.form)}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(draft);
          }}>
          <div className="col">
            <input
              type="search"
              name="q"
              className={styles.queryInput}
              placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setQuery(event.target.value);
              }}
              autoComplete="off"
              // The page exists to type a query: focusing the field is what a reader expects.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </div>
          <div className="col col--2">
            <button type="submit" className="button button--primary button--lg button--block">
              <Translate id="localSearch.searchPage.submit">Search</Translate>
            </button>
          </div>
          <div className="col col--3">
            <select
              name="section"
              className={styles.versionSelect}
              aria-label={translate({id: 'localSearch.searchPage.sectionLabel', message: 'Section'})}
              value={section?.value ?? ''}
              onChange={(event) => setSectionValue(event.target.value)}>
              <option value="">{translate({id: 'localSearch.searchPage.section.all', message: 'All sections'})}</option>
              {sectionChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label()}
                </option>
              ))}
            </select>
            {versions.versioned.map(([pluginId, docsData]) => (
              <select
                key={pluginId}
                className={styles.versionSelect}
                aria-label={translate(
                  {id: 'localSearch.searchPage.versionLabel', message: 'Docs version ({pluginId})'},
                  {pluginId},
                )}
                value={versions.chosen[pluginId]}
                onChange={(event) => versions.choose(pluginId, event.target.value)}>
                {docsData.versions.map((version) => (
                  <option key={version.name} value={version.name}>
                    {version.label}
                  </option>
                ))}
              </select>
            ))}
          </div>
        </form>

        <div aria-live="polite" className={styles.status}>
          {state.status === 'ready' && state.result.correctedQuery && (
            <p>
              <Translate
                id="localSearch.correctedQuery"
                values={{query: <strong>{state.result.correctedQuery}</strong>}}>
                {'Showing results for {query}'}
              </Translate>
            </p>
          )}
          {state.status === 'ready' && state.result.total > 0 && documentsFound(state.result.total)}
        </div>

        {state.status === 'loading' && <div className={styles.spinner} role="progressbar" aria-label="Loading" />}

        {state.status === 'error' && (
          <div className="alert alert--danger" role="alert">
            <p className={styles.errorTitle}>
              <Translate id="localSearch.searchPage.errorTitle">The search index could not be loaded.</Translate>
            </p>
            <p>
              {data.indexMissingInDev ? (
                <Translate id="localSearch.searchPage.errorDevHelp">
                  The index is built by npm run build; run it once, then restart npm start.
                </Translate>
              ) : (
                <Translate id="localSearch.searchPage.errorHelp">
                  Check your network connection and reload the page.
                </Translate>
              )}
            </p>
          </div>
        )}

        {state.status === 'ready' && state.result.total === 0 && (
          <p>
            <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
          </p>
        )}

        {state.status === 'ready' && state.result.pages.length > 0 && (
          <>
            <div className={styles.results}>
              {state.result.pages.map((page) => (
                <ResultItem key={page.fragment.url} page={page} processUrl={processUrl} />
              ))}
            </div>
            {state.result.total > state.result.pages.length && (
              <button type="button" className="button button--secondary" onClick={() => setLimit((n) => n + pageSize)}>
                <Translate id="localSearch.searchPage.loadMore">Show more results</Translate>
              </button>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}

export default function LocalSearchPage({data}: {data: LocalSearchGlobalData}): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <LocalSearchPageContent data={data} />
    </HtmlClassNameProvider>
  );
}
