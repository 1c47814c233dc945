/** The dev server's left-out sections, as `docusaurus.config.ts` publishes them (`src/config/content.ts`). */
export type LeftOutSection = {path: string; name: string; switch: string};

function isLeftOutSection(value: unknown): value is LeftOutSection {
  if (typeof value !== 'object' || value === null) return false;
  const {path, name, switch: flag} = value as Record<string, unknown>;
  return typeof path === 'string' && typeof name === 'string' && typeof flag === 'string';
}

/**
 * The section `npm start` left out that a missing URL belongs to, if any: the first whose path (under the site's
 * base URL) starts the URL. `sections` is read from `customFields`, so anything else there yields no section.
 */
export function leftOutSectionFor(pathname: string, sections: unknown, baseUrl: string): LeftOutSection | undefined {
  if (!Array.isArray(sections)) return undefined;
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return sections.filter(isLeftOutSection).find((section) => path.startsWith(base + section.path));
}
