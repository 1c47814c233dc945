/**
 * The DocSearch button and modal, answered from the local Pagefind index.
 * Not a wrapper of the theme's SearchBar because that one always adds a
 * preconnect hint to `<appId>-dsn.algolia.net`, which a local-only site must not have.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
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
import type {BrowserSearchClient, SearchOutcome} from './createBrowserClient';
import './LocalDocSearch.css';

type Loaded = {
  Modal: typeof DocSearchModalType;
  createClient: (data: LocalSearchGlobalData, onOutcome: (outcome: SearchOutcome) => void) => BrowserSearchClient;
};

let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

/** The modal, its styles and the search client arrive together, on first intent to search. */
function loadModal(): Promise<Loaded> {
  loading ??= Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./createBrowserClient'),
  ]).then(([modal, , client]) => {
    loaded = {Modal: modal.DocSearchModal, createClient: client.createBrowserClient};
    return loaded;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

function useFacetFilters(): FacetFilters | undefined {
  const {algolia} = useAlgoliaThemeConfig();
  const contextual = useAlgoliaContextualFacetFilters();
  const configured = algolia.searchParameters?.facetFilters as FacetFilters | undefined;
  return algolia.contextualSearch
    ? (mergeFacetFilters(contextual, configured as never) as FacetFilters)
    : configured;
}

function HitLink({hit, children}: {hit: DocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
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
function useModalTranslations(data: LocalSearchGlobalData) {
  return useMemo(() => {
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
  }, [data.indexMissingInDev]);
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

export default function LocalDocSearch({data}: {data: LocalSearchGlobalData}): ReactNode {
  const {algolia} = useAlgoliaThemeConfig();
  const history = useHistory();
  const processUrl = useSearchResultUrlProcessor();
  const facetFilters = useFacetFilters();
  const modalTranslations = useModalTranslations(data);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const clientRef = useRef<BrowserSearchClient | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [searchFailed, setSearchFailed] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      document.body.insertBefore(containerRef.current, document.body.firstChild);
    }
    loadModal().then(
      () => setIsOpen(true),
      (error: unknown) => console.warn('The search modal could not be loaded.', error),
    );
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setSearchFailed(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        if (isRegexpStringMatch(algolia.externalUrlRegex, itemUrl)) {
          window.location.href = itemUrl;
        } else {
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
    clientRef.current ??= loaded!.createClient(data, ({failed}) => setSearchFailed(failed));
    return clientRef.current;
  }, [data]);

  const resultsFooter = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: number}}}) => (
      <SeeAllResults query={state.query} count={state.context.nbHits ?? 0} onClose={closeModal} />
    ),
    [closeModal],
  );

  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) =>
      `${data.missingResultsUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`,
    [data.missingResultsUrl],
  );

  const Modal = loaded?.Modal;
  const errorScreen = modalTranslations.errorScreen;
  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={loadModal}
        onFocus={loadModal}
        onMouseOver={loadModal}
        onClick={openModal}
        translations={translations.button}
      />
      {isOpen &&
        Modal &&
        containerRef.current &&
        createPortal(
          <Modal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            placeholder={translations.modal?.searchBox?.placeholderText ?? algolia.placeholder}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator as never}
            transformItems={transformItems as never}
            hitComponent={HitLink as never}
            transformSearchClient={transformSearchClient as never}
            searchParameters={{facetFilters: facetFilters as never}}
            translations={modalTranslations}
            insights={false}
            onAskAiToggle={() => {}}
            {...(algolia.searchPagePath && {resultsFooterComponent: resultsFooter as never})}
            {...(data.missingResultsUrl && {getMissingResultsUrl})}
          />,
          containerRef.current,
        )}
      {isOpen && searchFailed && (
        <ErrorScreen titleText={errorScreen?.titleText} helpText={errorScreen?.helpText} />
      )}
    </>
  );
}
