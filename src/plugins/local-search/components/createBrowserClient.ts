/** Glue between the pure client and the browser: loaded together with the modal. */
import {createLocalSearchClient} from '../client';
import {loadPagefind} from '../loadPagefind';
import type {LocalSearchGlobalData} from '../types';

export function createBrowserClient(data: LocalSearchGlobalData) {
  return createLocalSearchClient({
    loadPagefind: () => loadPagefind(data.pagefindScriptPath, data.baseUrl),
    origin: window.location.origin,
  });
}
