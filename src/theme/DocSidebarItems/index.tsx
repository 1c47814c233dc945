/**
 * Wraps the theme's DocSidebarItems to put a filter above the top level of every docs sidebar (desktop and the mobile
 * menu, all versions): typing keeps the matching pages and the categories that hold them, opened, and highlights the
 * matched words; Escape clears. Nested levels render unchanged.
 */
import React, {type ReactNode, useId, useMemo, useState} from 'react';
import DocSidebarItems from '@theme-original/DocSidebarItems';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import type {Props} from '@theme/DocSidebarItems';
import {countPages, filterSidebar, queryWords} from './filterSidebar';
import {useMatchHighlight} from './useMatchHighlight';
import styles from './styles.module.css';

export default function DocSidebarItemsWrapper(props: Props): ReactNode {
  if (props.level !== 1) return <DocSidebarItems {...props} />;
  return <FilteredSidebarItems {...props} />;
}

function FilteredSidebarItems(props: Props): ReactNode {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const words = useMemo(() => queryWords(query), [query]);
  const items = useMemo(() => filterSidebar(props.items, words), [props.items, words]);
  const listRef = useMatchHighlight(words);
  const filtering = words.length > 0;
  const found = filtering ? countPages(items) : 0;
  const {selectMessage} = usePluralForm();
  const label = translate({
    id: 'theme.docs.sidebar.filter.label',
    message: 'Filter pages',
    description: 'Label of the docs sidebar filter',
  });
  const status = !filtering
    ? ''
    : found === 0
      ? translate({
          id: 'theme.docs.sidebar.filter.none',
          message: 'No pages match',
          description: 'The sidebar filter found nothing',
        })
      : selectMessage(
          found,
          translate(
            {
              id: 'theme.docs.sidebar.filter.count',
              message: 'One page matches|{count} pages match',
              description: 'Pages the sidebar filter keeps (plural forms separated by |)',
            },
            {count: found},
          ),
        );

  return (
    <>
      <li className={`${styles.filter} theme-sidebar-filter`} ref={listRef}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          placeholder={label}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) {
              event.preventDefault();
              event.stopPropagation();
              setQuery('');
            }
          }}
        />
        <span
          className={`${styles.status} ${filtering && found === 0 ? styles.statusShown : ''}`}
          role="status"
          aria-live="polite">
          {status}
        </span>
      </li>
      {/* A new key per query remounts the categories, so each opens with the state the filter gives it. */}
      <DocSidebarItems key={filtering ? `filter:${words.join(' ')}` : 'all'} {...props} items={items} />
    </>
  );
}
