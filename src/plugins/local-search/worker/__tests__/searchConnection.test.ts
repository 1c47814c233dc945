import {describe, expect, it} from 'vitest';
import {fakeIndex} from '../../__tests__/fakeIndex';
import type {WorkerRequest, WorkerResponse} from '../protocol';
import {connectSearch, modalSpacing, type Clock, type WorkerLike} from '../searchConnection';

const {spacingMs, burstSpacingMs, pauseMs} = modalSpacing;
import {createSearchService} from '../searchService';

const setup = {pagefindScriptPath: '/pagefind/pagefind.js', baseUrl: '/', origin: 'https://example.test'};

/** A worker whose answers the test sends by hand. */
function manualWorker() {
  const sent: WorkerRequest[] = [];
  const listeners: {
    message: ((event: MessageEvent<WorkerResponse>) => void)[];
    error: ((event: ErrorEvent) => void)[];
  } = {message: [], error: []};
  const worker: WorkerLike = {
    postMessage: (message) => sent.push(message),
    addEventListener: (type, listener) => listeners[type].push(listener as never),
  };
  return {
    worker,
    sent,
    answer: (id: number, value: unknown) =>
      listeners.message.forEach((listener) => listener({data: {id, ok: true, value}} as MessageEvent<WorkerResponse>)),
    fail: (id: number, name: string, message: string) =>
      listeners.message.forEach((listener) =>
        listener({data: {id, ok: false, error: {name, message}}} as MessageEvent<WorkerResponse>),
      ),
    crash: (message: string) => listeners.error.forEach((listener) => listener({message} as ErrorEvent)),
  };
}

const modalQuery = (query: string) => ({requests: [{indexName: 'docs', query}]});
const modalQueryText = (request: WorkerRequest) =>
  (request.argument as ReturnType<typeof modalQuery>).requests[0]!.query;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A clock the test moves by hand. */
function manualClock() {
  let time = 1000;
  let timers: {at: number; callback: () => void}[] = [];
  const clock: Clock = {
    now: () => time,
    setTimeout: (callback, ms) => timers.push({at: time + ms, callback}),
  };
  return {
    clock,
    /** Moves the time on, running each timer due meanwhile at its own time (and those it sets, if due too). */
    advance(ms: number) {
      const end = time + ms;
      for (;;) {
        const next = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((timer) => timer !== next);
        time = Math.max(time, next.at);
        next.callback();
      }
      time = end;
    },
  };
}

describe('search connection', () => {
  it('starts the worker on the first query, not before', () => {
    let started = 0;
    const connection = connectSearch(setup, () => {
      started += 1;
      return manualWorker().worker;
    });
    expect(started).toBe(0);
    void connection.closestPages({query: 'a', filters: {}, count: 5});
    void connection.closestPages({query: 'b', filters: {}, count: 5});
    expect(started).toBe(1);
  });

  it('sends only the newest of the modal queries typed while one runs; the replaced ones get its answer', async () => {
    const fake = manualWorker();
    const time = manualClock();
    const connection = connectSearch(setup, () => fake.worker, time.clock);
    const answers = ['d', 'do', 'doc', 'docs'].map((query) => connection.search(modalQuery(query)));
    expect(fake.sent.map((request) => request.argument)).toEqual([modalQuery('d')]);

    fake.answer(fake.sent[0]!.id, {results: ['for d']});
    await flush();
    time.advance(pauseMs);
    expect(fake.sent.map((request) => request.argument)).toEqual([modalQuery('d'), modalQuery('docs')]);
    fake.answer(fake.sent[1]!.id, {results: ['for docs']});
    expect(await Promise.all(answers)).toEqual([
      {results: ['for d']},
      {results: ['for docs']},
      {results: ['for docs']},
      {results: ['for docs']},
    ]);
    expect(fake.sent.every((request) => request.setup === setup)).toBe(true);
  });

  it('answers a key after a pause at once, the spacing after the query before', async () => {
    const fake = manualWorker();
    const time = manualClock();
    const connection = connectSearch(setup, () => fake.worker, time.clock);
    const first = connection.search(modalQuery('s'));
    expect(fake.sent).toHaveLength(1);
    fake.answer(fake.sent[0]!.id, {results: ['for s']});
    await expect(first).resolves.toEqual({results: ['for s']});

    // A slow typist's next key, a pause later but sooner than the spacing: its query waits for the rest of it.
    time.advance(pauseMs);
    const second = connection.search(modalQuery('si'));
    expect(fake.sent).toHaveLength(1);
    time.advance(spacingMs - pauseMs - 1);
    expect(fake.sent).toHaveLength(1);
    time.advance(1);
    expect(fake.sent.map((request) => request.argument)).toEqual([modalQuery('s'), modalQuery('si')]);
    fake.answer(fake.sent[1]!.id, {results: ['for si']});
    await expect(second).resolves.toEqual({results: ['for si']});

    // After a pause longer than the spacing, a key's query starts at once.
    time.advance(spacingMs);
    void connection.search(modalQuery('sid'));
    expect(fake.sent).toHaveLength(3);
    // /search/'s queries are not spaced: the page shows fewer, larger answers.
    void connection.searchPages({query: 'a', limit: 10});
    fake.answer(fake.sent[3]!.id, {total: 0, pages: [], correctedQuery: null});
    await flush();
    void connection.searchPages({query: 'ab', limit: 10});
    expect(fake.sent).toHaveLength(5);
  });

  it('starts a query every burst spacing while keys keep coming, and the last one once the reader stops', async () => {
    const fake = manualWorker();
    const time = manualClock();
    const t0 = time.clock.now();
    // The worker answers each query as it arrives; the test notes when each started and what it searched.
    const starts: {at: number; query: string}[] = [];
    const worker: WorkerLike = {
      ...fake.worker,
      postMessage: (request) => {
        fake.worker.postMessage(request);
        starts.push({at: time.clock.now() - t0, query: modalQueryText(request)});
        fake.answer(request.id, {results: []});
      },
    };
    const connection = connectSearch(setup, () => worker, time.clock);
    // A fast typist: a key every 90 ms (a timer due at a key's moment runs before it).
    const typed = 'docs sidebar';
    for (let end = 1; end <= typed.length; end += 1) {
      if (end > 1) time.advance(90);
      void connection.search(modalQuery(typed.slice(0, end)));
      await flush();
    }
    expect(burstSpacingMs).toBe(300);
    expect(starts).toEqual([
      {at: 0, query: 'd'},
      {at: 300, query: 'docs'},
      {at: 600, query: 'docs si'},
      {at: 900, query: 'docs sideb'},
    ]);
    // The reader stops after the last key (at 990 ms): the query in the box starts a pause later.
    time.advance(pauseMs - 1);
    expect(starts).toHaveLength(4);
    time.advance(1);
    expect(starts.at(-1)).toEqual({at: 990 + pauseMs, query: typed});
  });

  it('says when modal queries are on their way, and when none is left', async () => {
    const fake = manualWorker();
    const time = manualClock();
    const connection = connectSearch(setup, () => fake.worker, time.clock);
    const states: boolean[] = [];
    connection.onModalBusyChange((busy) => states.push(busy));
    expect(states).toEqual([false]);
    void connection.search(modalQuery('s'));
    void connection.search(modalQuery('si'));
    expect(states).toEqual([false, true]);
    fake.answer(fake.sent[0]!.id, {results: []});
    await flush();
    // The answer to "s" came, but "si" is on its way: still busy, with no second call to say so.
    expect(states).toEqual([false, true]);
    time.advance(pauseMs);
    fake.answer(fake.sent[1]!.id, {results: []});
    await flush();
    expect(states.at(-1)).toBe(false);
    // A listener registered late hears the current state at once.
    const late: boolean[] = [];
    connection.onModalBusyChange((busy) => late.push(busy));
    expect(late).toEqual([false]);
  });

  it('rejects with the error name the worker reported (DocSearch tells errors apart by name)', async () => {
    const fake = manualWorker();
    const connection = connectSearch(setup, () => fake.worker);
    const answer = connection.search(modalQuery('x'));
    fake.fail(fake.sent[0]!.id, 'RetryError', 'The search index could not be loaded.');
    await expect(answer).rejects.toMatchObject({name: 'RetryError', message: 'The search index could not be loaded.'});
  });

  it('fails the waiting queries when the worker stops, and starts a new one for the next query', async () => {
    const workers = [manualWorker(), manualWorker()];
    let started = 0;
    const connection = connectSearch(setup, () => workers[started++]!.worker);
    const answer = connection.searchPages({query: 'a', limit: 10});
    workers[0]!.crash('offline');
    await expect(answer).rejects.toThrow(/search worker stopped: offline/);
    void connection.searchPages({query: 'b', limit: 10});
    expect(started).toBe(2);
    expect(workers[1]!.sent).toHaveLength(1);
  });
});

describe('search service (what the worker runs)', () => {
  const pages = [
    {url: '/docs/installation/', title: 'Installation', text: 'install docusaurus with npm'},
    {url: '/docs/sidebar/', title: 'Sidebar', text: 'sidebar items and categories'},
  ];

  it('answers every kind of query with data that survives the copy to the page', async () => {
    const index = fakeIndex(pages);
    const service = createSearchService(setup, async () => index);
    const modal = await service.search(modalQuery('sidebar'));
    const page = await service.searchPages({query: 'install', limit: 10});
    const closest = await service.closestPages({query: 'instal', filters: {}, count: 5});
    // postMessage copies by structured clone, which throws on functions (Pagefind's result handles have some).
    expect(structuredClone(modal)).toEqual(modal);
    expect(structuredClone(page)).toEqual(page);
    expect(modal.results[0]!.hits[0]!.url).toBe('https://example.test/docs/sidebar/');
    expect(page.pages[0]!.fragment.url).toBe('/docs/installation/');
    expect(closest).toEqual([{url: '/docs/installation/', title: 'Installation', section: 'Docs'}]);
  });
});
