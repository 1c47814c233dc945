/**
 * The page's side of the search worker: the same SearchService interface, answered by a
 * module worker that the bundler emits from searchWorker.ts (`new Worker(new URL(…))` is the
 * syntax Rspack and webpack recognise), started on the first search of the page load.
 *
 * The modal and /search/ ask once per keystroke. While the worker is busy, only the newest of
 * the waiting queries is sent; the ones it replaced resolve with its answer (DocSearch keeps only
 * the answer to the newest query anyway, and /search/ ignores answers to older ones). So a burst
 * of keys costs one query, not one per key, and the answer to what the reader sees typed arrives
 * first.
 *
 * The modal's queries are also spaced (`modalSpacing`). Each answer costs the page a render of
 * DocSearch's modal and a frame, about as much main-thread time as the keystroke itself; a fast
 * typist's keys come every 90 ms or so, faster than anyone reads the hits in between. A key after a
 * pause is answered at once (or `spacingMs` after the query before). Within a burst of keys, a query
 * starts every `burstSpacingMs`, so hits keep following the typing, and the query in the box starts
 * as soon as the reader stops for `pauseMs`.
 */
import type {SearchMethod, WorkerRequest, WorkerResponse} from './protocol';
import type {SearchService, SearchSetup} from './searchService';

type Call = {resolve: (value: unknown) => void; reject: (error: Error) => void};

/** What the connection needs of a Worker: tests pass a fake. */
export type WorkerLike = {
  postMessage: (message: WorkerRequest) => void;
  addEventListener: (
    type: 'message' | 'error',
    listener: (event: MessageEvent<WorkerResponse> | ErrorEvent) => void,
  ) => void;
};

export type SearchConnection = SearchService & {
  /** Called now with the current state, then with true when a modal query is sent and false once none is waiting or running. */
  onModalBusyChange: (listener: ((busy: boolean) => void) | null) => void;
};

/** How the starts of a kind of query are spaced (see above). */
export type QuerySpacing = {
  /** The shortest time between the starts of two queries. */
  spacingMs: number;
  /** The time between starts while keys come less than `pauseMs` apart. */
  burstSpacingMs: number;
  /** A key this long after the one before ends a burst; a burst's waiting query starts this long after its last key. */
  pauseMs: number;
};

/** The modal's spacing (measured in reports/search-typing.md). */
export const modalSpacing: QuerySpacing = {spacingMs: 150, burstSpacingMs: 300, pauseMs: 120};

const noSpacing: QuerySpacing = {spacingMs: 0, burstSpacingMs: 0, pauseMs: 0};

/** The clock, injectable for tests. */
export type Clock = {now: () => number; setTimeout: (callback: () => void, ms: number) => unknown};

const realClock: Clock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
};

export function connectSearch(
  setup: SearchSetup,
  startWorker: () => WorkerLike,
  clock: Clock = realClock,
): SearchConnection {
  let worker: WorkerLike | null = null;
  let nextId = 1;
  const calls = new Map<number, Call>();

  function failAll(message: string): void {
    for (const call of calls.values()) call.reject(new Error(message));
    calls.clear();
  }

  function send<M extends SearchMethod>(method: M, argument: WorkerRequest<M>['argument']): Promise<unknown> {
    if (!worker) {
      worker = startWorker();
      worker.addEventListener('message', (event) => {
        const response = (event as MessageEvent<WorkerResponse>).data;
        const call = calls.get(response.id);
        if (!call) return;
        calls.delete(response.id);
        if (response.ok) call.resolve(response.value);
        else call.reject(Object.assign(new Error(response.error.message), {name: response.error.name}));
      });
      // The script could not load (offline before it was cached) or threw: every waiting query fails,
      // and the next query starts a new worker.
      worker.addEventListener('error', (event) => {
        (event as ErrorEvent).preventDefault?.();
        worker = null;
        failAll(`The search worker stopped: ${(event as ErrorEvent).message || 'it could not be loaded'}`);
      });
    }
    const id = nextId;
    nextId += 1;
    return new Promise((resolve, reject) => {
      calls.set(id, {resolve, reject});
      worker!.postMessage({id, setup, method, argument});
    });
  }

  /**
   * Queries of one kind that replace each other (the modal's, /search/'s): one running, the newest one
   * waiting; the callers it replaced get its answer. When the waiting query starts is set by `spacing`.
   */
  function latestWins<M extends 'search' | 'searchPages'>(
    method: M,
    onBusy: (busy: boolean) => void,
    {spacingMs, burstSpacingMs, pauseMs}: QuerySpacing = noSpacing,
  ) {
    type Answer = Awaited<ReturnType<SearchService[M]>>;
    let running = false;
    let lastStart = -Infinity;
    let lastCall = -Infinity;
    /** When the waiting query may start. */
    let dueAt = -Infinity;
    /** The earliest timer set to start it, if any. */
    let timerAt: number | null = null;
    let waiting: {
      argument: WorkerRequest<M>['argument'];
      callers: {resolve: (answer: Answer) => void; reject: (error: unknown) => void}[];
    } | null = null;
    function sendWaiting(): void {
      if (running) return;
      if (!waiting) {
        onBusy(false);
        return;
      }
      onBusy(true);
      const now = clock.now();
      if (dueAt > now) {
        if (timerAt === null || timerAt > dueAt) {
          const at = dueAt;
          timerAt = at;
          clock.setTimeout(() => {
            if (timerAt === at) timerAt = null;
            sendWaiting();
          }, at - now);
        }
        return;
      }
      const {argument, callers} = waiting;
      waiting = null;
      running = true;
      lastStart = now;
      send(method, argument)
        .then(
          (answer) => callers.forEach((caller) => caller.resolve(answer as Answer)),
          (error: unknown) => callers.forEach((caller) => caller.reject(error)),
        )
        .finally(() => {
          running = false;
          sendWaiting();
        });
    }
    return (argument: WorkerRequest<M>['argument']) =>
      new Promise<Answer>((resolve, reject) => {
        const now = clock.now();
        const inBurst = now - lastCall < pauseMs;
        lastCall = now;
        dueAt = inBurst ? Math.min(lastStart + burstSpacingMs, now + pauseMs) : lastStart + spacingMs;
        waiting = {argument, callers: [...(waiting?.callers ?? []), {resolve, reject}]};
        sendWaiting();
      });
  }

  let busyListener: ((busy: boolean) => void) | null = null;
  let modalBusy = false;

  return {
    search: latestWins(
      'search',
      (busy) => {
        if (busy === modalBusy) return;
        modalBusy = busy;
        busyListener?.(busy);
      },
      modalSpacing,
    ),
    searchPages: latestWins('searchPages', () => {}),
    closestPages: (query) => send('closestPages', query) as ReturnType<SearchService['closestPages']>,
    onModalBusyChange: (listener) => {
      busyListener = listener;
      listener?.(modalBusy);
    },
  };
}

let connection: SearchConnection | null = null;

/** The page load's one connection to the search worker. */
export function searchConnection(data: {pagefindScriptPath: string; baseUrl: string}): SearchConnection {
  connection ??= connectSearch(
    {pagefindScriptPath: data.pagefindScriptPath, baseUrl: data.baseUrl, origin: window.location.origin},
    () =>
      new Worker(new URL('./searchWorker.ts', import.meta.url), {
        type: 'module',
        name: 'search',
      }) as unknown as WorkerLike,
  );
  return connection;
}
