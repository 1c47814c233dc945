/**
 * `@docsearch/react/style`, the CSS the theme's Algolia SearchBar imports when its modal opens, resolved to the site's
 * stand-in (README.md, entry "docsearch-styles"). The subpath is an export of @docsearch/react that bundles every
 * DocSearch style; replacing a package's module is below its API, so the alias lives here. The stand-in links the
 * modal stylesheet on first use instead.
 */
export function docsearchStyleAlias(standInModule: string): Record<string, string> {
  return {'@docsearch/react/style$': standInModule};
}
