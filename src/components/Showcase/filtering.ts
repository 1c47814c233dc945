/**
 * Pure showcase filtering and its URL query-string state, shared by the page
 * and the unit tests. The query keys are `tags` (repeated), `operator`
 * (`AND`; absent means OR) and `name`.
 */
export type Operator = 'OR' | 'AND';

export type ShowcaseFilters = {
  readonly tags: readonly string[];
  readonly operator: Operator;
  readonly name: string;
};

export type FilterableSite = {readonly title: string; readonly tags: readonly string[]};

export const emptyFilters: ShowcaseFilters = {tags: [], operator: 'OR', name: ''};

export function hasActiveFilters(filters: ShowcaseFilters): boolean {
  return filters.tags.length > 0 || filters.name.trim() !== '';
}

export function matchesFilters(site: FilterableSite, filters: ShowcaseFilters): boolean {
  const name = filters.name.trim().toLowerCase();
  if (name && !site.title.toLowerCase().includes(name)) return false;
  if (filters.tags.length === 0) return true;
  return filters.operator === 'AND'
    ? filters.tags.every((tag) => site.tags.includes(tag))
    : filters.tags.some((tag) => site.tags.includes(tag));
}

export function filterSites<T extends FilterableSite>(sites: readonly T[], filters: ShowcaseFilters): T[] {
  return sites.filter((site) => matchesFilters(site, filters));
}

/** Reads the filters from a query string, ignoring tags not in `knownTags`. */
export function parseFilters(search: string, knownTags: readonly string[]): ShowcaseFilters {
  const params = new URLSearchParams(search);
  const tags = params.getAll('tags').filter((tag, i, all) => knownTags.includes(tag) && all.indexOf(tag) === i);
  return {
    tags,
    operator: params.get('operator') === 'AND' ? 'AND' : 'OR',
    name: params.get('name') ?? '',
  };
}

/**
 * Writes the filters into a query string, keeping unrelated parameters.
 * Returns the string with its leading "?" or "" when nothing is left.
 */
export function serializeFilters(filters: ShowcaseFilters, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  params.delete('tags');
  params.delete('operator');
  params.delete('name');
  for (const tag of filters.tags) params.append('tags', tag);
  if (filters.operator === 'AND') params.set('operator', 'AND');
  if (filters.name) params.set('name', filters.name);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function toggleTag(filters: ShowcaseFilters, tag: string): ShowcaseFilters {
  const tags = filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag];
  return {...filters, tags};
}

export function siteCountLabel(count: number): string {
  return count === 1 ? '1 site' : `${count} sites`;
}
