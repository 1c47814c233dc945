// Own module so the browser-side "Copy page" button imports only this function.

/**
 * The Markdown copy of a page sits beside its folder: `/docs/cli/` → `/docs/cli.md`.
 * The docs root (`/docs/`) becomes `/docs.md`; the site root becomes `/index.md`.
 */
export function markdownUrlFor(permalink: string): string {
  const trimmed = permalink.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}
