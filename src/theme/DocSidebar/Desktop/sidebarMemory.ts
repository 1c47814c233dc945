/**
 * What the docs sidebar remembers across navigations and reloads: whether the reader
 * hid it, and which categories are open. Stored with the theme's storage helper, which
 * applies the site's storage namespace (`@generated/site-storage`) and turns into a
 * no-op, with one warning, when the browser blocks storage.
 */
import {createStorageSlot} from '@docusaurus/theme-common';

const hiddenSlot = createStorageSlot('docusaurus.reader.sidebarHidden');
const categoriesSlot = createStorageSlot('docusaurus.reader.sidebarCategories');

/** Category label path (e.g. "Guides/Docs") → open. */
export type CategoryStates = Record<string, boolean>;

export function parseCategoryStates(raw: string | null): CategoryStates {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, open]) => typeof open === 'boolean')) as CategoryStates;
  } catch {
    return {};
  }
}

export function readHidden(): boolean {
  return hiddenSlot.get() === 'true';
}

export function writeHidden(hidden: boolean): void {
  if (hidden) hiddenSlot.set('true');
  else hiddenSlot.del();
}

export function readCategories(): CategoryStates {
  return parseCategoryStates(categoriesSlot.get());
}

export function writeCategory(path: string, open: boolean): void {
  const states = readCategories();
  if (states[path] === open) return;
  categoriesSlot.set(JSON.stringify({...states, [path]: open}));
}
