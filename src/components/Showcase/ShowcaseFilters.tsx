import React, {useId, type ReactNode} from 'react';
import {showcaseTags} from '@site/src/data/showcase';
import {
  emptyFilters,
  hasActiveFilters,
  siteCountLabel,
  toggleTag,
  type Operator,
  type ShowcaseFilters as Filters,
} from './filtering';
import {FavoriteIcon} from './ShowcaseCard';
import styles from './styles.module.css';

type Props = {
  readonly filters: Filters;
  readonly onChange: (next: Filters, options?: {replace?: boolean}) => void;
  readonly resultCount: number;
};

const operators: {value: Operator; label: string; hint: string}[] = [
  {value: 'OR', label: 'OR', hint: 'any selected tag'},
  {value: 'AND', label: 'AND', hint: 'all selected tags'},
];

export default function ShowcaseFilters({filters, onChange, resultCount}: Props): ReactNode {
  const id = useId();
  return (
    <section className={styles.filters} aria-labelledby={`${id}-heading`}>
      <div className={styles.filtersHeader}>
        <h2 id={`${id}-heading`} className={styles.filtersTitle}>
          Filters
        </h2>
        <p className={styles.resultCount} role="status" aria-live="polite">
          {siteCountLabel(resultCount)}
        </p>
        <div className={styles.filtersActions}>
          <fieldset className={styles.operator}>
            <legend className="sr-only">Show sites matching</legend>
            {operators.map((operator) => (
              <label key={operator.value} className={styles.operatorOption} title={`Show sites with ${operator.hint}`}>
                <input
                  type="radio"
                  name={`${id}-operator`}
                  value={operator.value}
                  checked={filters.operator === operator.value}
                  onChange={() => onChange({...filters, operator: operator.value})}
                />
                <span>{operator.label}</span>
                <span className="sr-only">: {operator.hint}</span>
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            className="button button--outline button--primary button--sm"
            disabled={!hasActiveFilters(filters) && filters.operator === 'OR'}
            onClick={() => onChange(emptyFilters)}>
            Clear all
          </button>
        </div>
      </div>
      <fieldset className={styles.tagFieldset}>
        <legend className="sr-only">Tags</legend>
        <ul className={styles.tagList}>
          {showcaseTags.map((tag) => {
            const inputId = `${id}-tag-${tag.key}`;
            return (
              <li key={tag.key} className={styles.tagItem}>
                <input
                  id={inputId}
                  type="checkbox"
                  className={styles.tagCheckbox}
                  checked={filters.tags.includes(tag.key)}
                  onChange={() => onChange(toggleTag(filters, tag.key))}
                  aria-describedby={`${inputId}-description`}
                />
                <label htmlFor={inputId} className={styles.tagLabel}>
                  {tag.key === 'favorite' ? (
                    <FavoriteIcon className={styles.favoriteIcon} />
                  ) : (
                    <span className={styles.tagDot} style={{backgroundColor: tag.color}} aria-hidden="true" />
                  )}
                  {tag.label}
                </label>
                <span id={`${inputId}-description`} role="tooltip" className={styles.tooltip}>
                  {tag.description}
                </span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className={styles.searchBar}>
        <label htmlFor={`${id}-search`} className="sr-only">
          Search sites by name
        </label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder="Search for a site name…"
          value={filters.name}
          onChange={(event) => onChange({...filters, name: event.currentTarget.value}, {replace: true})}
        />
      </div>
    </section>
  );
}
