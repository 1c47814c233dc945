/** Global data that the local-search plugin hands to the SearchBar and SearchPage components. */
export type LocalSearchGlobalData = {
  /** "algolia" when the build was given Algolia credentials: the theme's own components then run unchanged. */
  backend: 'local' | 'algolia';
  /** URL path of Pagefind's browser module, base URL included. */
  pagefindScriptPath: string;
  /** Base URL that Pagefind prefixes to result URLs. */
  baseUrl: string;
  /** Only in `npm start`: no production index to serve yet. */
  indexMissingInDev: boolean;
  /** Where "Let us know." in the no-results screen points; the query is appended as the issue title. */
  missingResultsUrl: string | null;
};

export const localSearchPluginName = 'docusaurus-plugin-local-search';

/** Where the plugin writes DocSearch's modal stylesheet, relative to the static folder and the base URL. */
export const modalStylesheetPath = 'docsearch/modal.css';
