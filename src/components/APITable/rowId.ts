/**
 * Turns the first cell of an API table row into a stable, URL-safe id, so a
 * link like `#prism-theme` can point at one option.
 */
import {isValidElement, type ReactNode} from 'react';

/** Visible text of a React tree (strings and numbers, in order). */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(nodeText).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return nodeText(node.props.children);
  return '';
}

/** `Prism Theme` -> `prism-theme`; with a name: `config-prism-theme`. */
export function rowId(cellText: string, name?: string): string {
  const slug = cellText
    .trim()
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return name ? `${name}-${slug}` : slug;
}

/** The row id a URL hash designates, or null: decodes `%20` and friends. */
export function hashTarget(hash: string): string | null {
  if (!hash || hash === '#') return null;
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return hash.replace(/^#/, '');
  }
}
