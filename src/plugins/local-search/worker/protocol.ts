/** Messages between the page (searchConnection.ts) and the search worker (searchWorker.ts). */
import type {SearchService, SearchSetup} from './searchService';

export type SearchMethod = keyof SearchService;

export type WorkerRequest<M extends SearchMethod = SearchMethod> = {
  id: number;
  setup: SearchSetup;
  method: M;
  argument: Parameters<SearchService[M]>[0];
};

export type WorkerResponse =
  | {id: number; ok: true; value: unknown}
  /** Errors cross as name and message: DocSearch tells errors apart by name (see client.ts). */
  | {id: number; ok: false; error: {name: string; message: string}};
