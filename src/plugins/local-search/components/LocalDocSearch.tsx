/**
 * The DocSearch button of local mode, on every page. The modal (LocalSearchModal), its
 * styles and the search client load on the first intent to search: hover, focus, touch,
 * click or the keyboard shortcut.
 * Not a wrapper of the theme's SearchBar because that one always adds a
 * preconnect hint to `<appId>-dsn.algolia.net`, which a local-only site must not have.
 */
import React, {useCallback, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
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

type ModalState = {isOpen: boolean; initialQuery: string | undefined};
const closed: ModalState = {isOpen: false, initialQuery: undefined};

/**
 * Whether the modal is open, kept outside the component: each page renders its own navbar, so a page change mounts a
 * new search button. A search opened while the next page was still loading (a reader who clicks the button just after
 * a link) was closed with the old navbar; now the new one shows it. The modal's container outlives them too.
 */
let modalState = closed;
let modalContainer: HTMLDivElement | null = null;
const modalListeners = new Set<() => void>();
function setModalState(next: ModalState): void {
  modalState = next;
  modalListeners.forEach((listener) => listener());
}
function subscribeToModal(listener: () => void): () => void {
  modalListeners.add(listener);
  return () => modalListeners.delete(listener);
}

/** What the reader has typed in the open modal (read by a search button mounted while it is open). */
function typedInOpenModal(): string | undefined {
  return modalContainer?.querySelector<HTMLInputElement>('input.DocSearch-Input')?.value || undefined;
}

export default function LocalDocSearch({data}: {data: LocalSearchGlobalData}): ReactNode {
  const buttonLabel = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const {isOpen, initialQuery} = useSyncExternalStore(
    subscribeToModal,
    () => modalState,
    () => closed,
  );
  // Mounted while the modal is open (a page change): the modal this button renders starts from what the reader typed
  // in the one it replaces, still on the page while this renders.
  const [typedBeforeMount, setTypedBeforeMount] = useState(() => (modalState.isOpen ? typedInOpenModal() : undefined));

  const openModalWith = useCallback((query: string | undefined) => {
    if (!modalContainer) {
      modalContainer = document.createElement('div');
      document.body.insertBefore(modalContainer, document.body.firstChild);
    }
    loadModal().then(
      () => setModalState({isOpen: true, initialQuery: query}),
      (error: unknown) => console.warn('The search modal could not be loaded.', error),
    );
  }, []);
  const openModal = useCallback(() => openModalWith(undefined), [openModalWith]);

  const closeModal = useCallback(() => {
    setModalState(closed);
    setTypedBeforeMount(undefined);
    buttonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault();
      openModalWith(event.key);
    },
    [openModalWith],
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
      {isOpen && LoadedModal && modalContainer && (
        <LoadedModal
          data={data}
          container={modalContainer}
          initialQuery={typedBeforeMount ?? initialQuery}
          onClose={closeModal}
        />
      )}
    </>
  );
}
