/**
 * The search modal of local mode: DocSearch's modal answered by the Pagefind client,
 * with its hooks and helpers. Loaded by LocalDocSearch on the first intent to search,
 * together with DocSearch's modal code and styles.
 */
import React, {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import {useSearchLinkCreator} from '@site/src/framework-internals/search-hooks';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import translations from '@theme/SearchTranslations';
import type {LocalSearchGlobalData} from '../types';
import type {DocSearchHit, FacetFilters} from '../client';
import {searchConnection} from '../worker/searchConnection';
import {createBrowserClient, type BrowserSearchClient, type SearchOutcome} from './createBrowserClient';
import {highlightAfterNavigation} from './highlightSearchTerms';

/** The same filters keep the same object: DocSearch rebuilds its whole search state when its parameters change. */
function useFacetFilters(): FacetFilters | undefined {
  const {algolia} = useAlgoliaThemeConfig();
  const contextual = useAlgoliaContextualFacetFilters();
  const configured = algolia.searchParameters?.facetFilters as FacetFilters | undefined;
  const filters = algolia.contextualSearch
    ? (mergeFacetFilters(contextual, configured as never) as FacetFilters)
    : configured;
  const key = JSON.stringify(filters ?? null);
  return useMemo(() => (JSON.parse(key) as FacetFilters | null) ?? undefined, [key]);
}

/** Opening a hit marks the searched words on the page it opens. */
function highlightOnOpen(history: ReturnType<typeof useHistory>, hit: DocSearchHit | undefined, url: string): void {
  if (!hit?._highlightTerms?.length) return;
  highlightAfterNavigation(history, new URL(url, window.location.href).pathname, hit._highlightTerms);
}

/**
 * A hit: a plain link that opens its page without reloading. Not Docusaurus's Link, which prefetches the
 * page of every link that scrolls into view: the hits change with each keystroke, and prefetching each
 * new set cost the main thread more than rendering them.
 */
function HitLink({hit, children}: {hit: DocSearchHit; children: ReactNode}) {
  const history = useHistory();
  const {algolia} = useAlgoliaThemeConfig();
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!plainClick || event.defaultPrevented || isRegexpStringMatch(algolia.externalUrlRegex, hit.url)) return;
    event.preventDefault();
    highlightOnOpen(history, hit, hit.url);
    history.push(hit.url);
  };
  return (
    <a href={hit.url} onClick={onClick}>
      {children}
    </a>
  );
}

function SeeAllResults({query, count, onClose}: {query: string; count: number; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/** In `npm start` without a production build, the error screen says how to get an index. */
function modalTranslationsFor(data: LocalSearchGlobalData) {
  const modal = translations.modal ?? {};
  if (!data.indexMissingInDev) return modal;
  return {
    ...modal,
    errorScreen: {
      titleText: translate({
        id: 'localSearch.devIndexMissing.title',
        message: 'No search index yet',
      }),
      helpText: translate({
        id: 'localSearch.devIndexMissing.help',
        message: 'The search index is built by npm run build. Run it once, then restart npm start.',
      }),
    },
  };
}

/**
 * DocSearch's own error screen, rendered into the modal's results area (see
 * createBrowserClient for why DocSearch does not keep it up by itself).
 */
function ErrorScreen({titleText, helpText}: {titleText?: string; helpText?: string}) {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    setDropdown(document.querySelector('.DocSearch-Modal .DocSearch-Dropdown'));
  }, []);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen local-search-error" role="alert">
      <p className="DocSearch-Title">{titleText ?? 'Unable to fetch results'}</p>
      <p className="DocSearch-Help">{helpText ?? 'You might want to check your network connection.'}</p>
    </div>,
    dropdown,
  );
}

/**
 * "Showing results for …" when a misspelled word was searched as its correction. DocSearch
 * has no slot for it: the notice goes between the search box and the results.
 */
function CorrectionNotice({correctedQuery}: {correctedQuery: string}) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const dropdown = document.querySelector('.DocSearch-Modal .DocSearch-Dropdown');
    if (!dropdown?.parentElement) return undefined;
    const element = document.createElement('div');
    element.className = 'local-search-correction';
    dropdown.parentElement.insertBefore(element, dropdown);
    setSlot(element);
    return () => element.remove();
  }, []);
  if (!slot) return null;
  return createPortal(
    <p role="status">
      <Translate id="localSearch.correctedQuery" values={{query: <strong>{correctedQuery}</strong>}}>
        {'Showing results for {query}'}
      </Translate>
    </p>,
    slot,
  );
}

/** Ask AI needs Algolia: the local modal has no toggle to answer. */
const ignoreAskAiToggle = () => {};

// One client per page load: it keeps Pagefind and its caches between openings of the modal.
let client: BrowserSearchClient | null = null;
let reportOutcome: (outcome: SearchOutcome) => void = () => {};

export type LocalSearchModalProps = {
  data: LocalSearchGlobalData;
  container: HTMLElement;
  initialQuery: string | undefined;
  onClose: () => void;
};

export default function LocalSearchModal({data, container, initialQuery, onClose}: LocalSearchModalProps): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const facetFilters = useFacetFilters();
  const modalTranslations = useMemo(() => modalTranslationsFor(data), [data]);
  const [searchFailed, setSearchFailed] = useState(false);
  const [correctedQuery, setCorrectedQuery] = useState<string | null>(null);

  useEffect(() => {
    reportOutcome = ({failed, correctedQuery: corrected}) => {
      setSearchFailed(failed);
      setCorrectedQuery(corrected);
    };
    return () => {
      reportOutcome = () => {};
    };
  }, []);

  // DocSearch shows "No results for …" as soon as the query changes, until an answer arrives (and keeps the
  // screen of a shorter query's empty answer while the next ones run): the container is marked while a query is
  // on its way, and the stylesheet hides that screen then. A short wait after the last answer lets DocSearch
  // render it before the mark goes.
  useEffect(() => {
    const connection = searchConnection(data);
    let timer: number | undefined;
    connection.onModalBusyChange((busy) => {
      window.clearTimeout(timer);
      if (busy) container.dataset.searchBusy = '';
      else timer = window.setTimeout(() => delete container.dataset.searchBusy, 100);
    });
    return () => {
      connection.onModalBusyChange(null);
      window.clearTimeout(timer);
      delete container.dataset.searchBusy;
    };
  }, [container, data]);

  const navigator = useMemo(
    () => ({
      navigate({itemUrl, item}: {itemUrl: string; item?: DocSearchHit}) {
        if (isRegexpStringMatch(algolia.externalUrlRegex, itemUrl)) {
          window.location.href = itemUrl;
        } else {
          highlightOnOpen(history, item, itemUrl);
          history.push(itemUrl);
        }
      },
    }),
    [algolia.externalUrlRegex, history],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: processUrl(item.url)})),
    [processUrl],
  );

  const transformSearchClient = useCallback(() => {
    client ??= createBrowserClient(data, (outcome) => reportOutcome(outcome));
    return client;
  }, [data]);

  const resultsFooter = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: number}}}) => (
      <SeeAllResults query={state.query} count={state.context.nbHits ?? 0} onClose={onClose} />
    ),
    [onClose],
  );

  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) =>
      `${data.missingResultsUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`,
    [data.missingResultsUrl],
  );

  // The modal is rendered once per set of props: the notices below change this component's state after
  // answers, which must not render all of DocSearch (and its hits) again.
  const modal = useMemo(
    () => (
      <DocSearchModal
        appId={algolia.appId}
        apiKey={algolia.apiKey}
        indexName={algolia.indexName}
        placeholder={translations.modal?.searchBox?.placeholderText ?? algolia.placeholder}
        onClose={onClose}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        navigator={navigator as never}
        transformItems={transformItems as never}
        hitComponent={HitLink as never}
        transformSearchClient={transformSearchClient as never}
        searchParameters={{facetFilters: facetFilters as never}}
        translations={modalTranslations}
        insights={false}
        onAskAiToggle={ignoreAskAiToggle}
        {...(algolia.searchPagePath && {resultsFooterComponent: resultsFooter as never})}
        {...(data.missingResultsUrl && {getMissingResultsUrl})}
      />
    ),
    [
      algolia,
      onClose,
      initialQuery,
      navigator,
      transformItems,
      transformSearchClient,
      facetFilters,
      modalTranslations,
      resultsFooter,
      data.missingResultsUrl,
      getMissingResultsUrl,
    ],
  );

  const errorScreen = modalTranslations.errorScreen;
  return (
    <>
      {createPortal(modal, container)}
      {correctedQuery && !searchFailed && <CorrectionNotice correctedQuery={correctedQuery} />}
      {searchFailed && <ErrorScreen titleText={errorScreen?.titleText} helpText={errorScreen?.helpText} />}
    </>
  );
}
