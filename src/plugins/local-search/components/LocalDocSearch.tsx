/**
 * The DocSearch button of local mode, on every page. The modal (LocalSearchModal), its
 * styles and the search client load on the first intent to search: hover, focus, touch,
 * click or the keyboard shortcut.
 * Not a wrapper of the theme's SearchBar because that one always adds a
 * preconnect hint to `<appId>-dsn.algolia.net`, which a local-only site must not have.
 */
import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {translate} from '@docusaurus/Translate';
import type {LocalSearchGlobalData} from '../types';
import type LocalSearchModalType from './LocalSearchModal';
import {loadModalStyle} from './loadModalStyle';
// Every page shows the search button; the modal's styles are linked when it first opens.
import '@site/src/framework-internals/docsearch-styles/buttonStyles';
import './LocalDocSearch.css';

let LoadedModal: typeof LocalSearchModalType | null = null;
let loading: Promise<typeof LocalSearchModalType> | null = null;

/** The modal, its styles and the search client arrive together, on first intent to search. */
function loadModal(): Promise<typeof LocalSearchModalType> {
  loading ??= Promise.all([import('./LocalSearchModal'), loadModalStyle()]).then(([modal]) => {
    LoadedModal = modal.default;
    return modal.default;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export default function LocalDocSearch({data}: {data: LocalSearchGlobalData}): ReactNode {
  const buttonLabel = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
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

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={loadModal}
        onFocus={loadModal}
        onMouseOver={loadModal}
        onClick={openModal}
        translations={{buttonText: buttonLabel, buttonAriaLabel: buttonLabel}}
      />
      {isOpen && LoadedModal && containerRef.current && (
        <LoadedModal data={data} container={containerRef.current} initialQuery={initialQuery} onClose={closeModal} />
      )}
    </>
  );
}
