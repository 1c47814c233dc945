/**
 * The search worker: a module worker that the bundler builds from this file (see
 * searchConnection.ts). It loads Pagefind with `import()` and answers the page's messages with
 * the search service; the page's main thread only sends queries and renders answers.
 */
import type {WorkerRequest, WorkerResponse} from './protocol';
import {createSearchService, type SearchService} from './searchService';

/** The part of DedicatedWorkerGlobalScope used here (the project's TypeScript lib is the DOM's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerResponse) => void;
};

// One service per index location: it keeps Pagefind, the page table and its caches between queries.
const services = new Map<string, SearchService>();

function serviceFor(request: WorkerRequest): SearchService {
  const key = `${request.setup.pagefindScriptPath} ${request.setup.origin}`;
  let service = services.get(key);
  if (!service) {
    service = createSearchService(request.setup);
    services.set(key, service);
  }
  return service;
}

async function answer(request: WorkerRequest): Promise<WorkerResponse> {
  try {
    const service = serviceFor(request);
    const call = service[request.method] as (argument: unknown) => Promise<unknown>;
    return {id: request.id, ok: true, value: await call(request.argument)};
  } catch (error) {
    const {name, message} = error instanceof Error ? error : {name: 'Error', message: String(error)};
    return {id: request.id, ok: false, error: {name, message}};
  }
}

scope.onmessage = (event) => {
  void answer(event.data).then((response) => scope.postMessage(response));
};
