import {describe, expect, it} from 'vitest';
import {paceChunkLoads} from '../client/chunkPacing';

/** A scheduler the test runs by hand: each call to `runTask` is one task. */
function manualTasks() {
  const queued: (() => void)[] = [];
  return {
    schedule: (run: () => void) => void queued.push(run),
    runTask: () => queued.shift()?.(),
    get pending() {
      return queued.length;
    },
  };
}

/** A loader that records the chunks it was asked for, in order. */
function recordingLoader(started: string[]) {
  return async (id: string) => {
    started.push(id);
    return id;
  };
}

describe('paceChunkLoads', () => {
  it('starts at most the given number of requests per task, in call order', () => {
    const started: string[] = [];
    const tasks = manualTasks();
    const load = paceChunkLoads(recordingLoader(started), 2, tasks.schedule);
    for (const id of ['a', 'b', 'c', 'd', 'e']) void load(id);
    // Nothing runs in the caller's task: a route asks for its chunks inside the task that ran its shard.
    expect(started).toEqual([]);
    tasks.runTask();
    expect(started).toEqual(['a', 'b']);
    tasks.runTask();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks.runTask();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(tasks.pending).toBe(0);
  });

  it('settles each promise as the wrapped request does, a synchronous throw included', async () => {
    const tasks = manualTasks();
    const load = paceChunkLoads(
      (id) => {
        if (id === 'throws') throw new Error('no such chunk');
        return id === 'fails' ? Promise.reject(new Error('network')) : Promise.resolve(`ran ${id}`);
      },
      1,
      tasks.schedule,
    );
    const results = [load('ok'), load('fails'), load('throws')];
    while (tasks.pending > 0) tasks.runTask();
    expect(await Promise.allSettled(results)).toEqual([
      {status: 'fulfilled', value: 'ran ok'},
      {status: 'rejected', reason: new Error('network')},
      {status: 'rejected', reason: new Error('no such chunk')},
    ]);
  });

  it('schedules again for requests made after the queue has drained', () => {
    const started: string[] = [];
    const tasks = manualTasks();
    const load = paceChunkLoads(recordingLoader(started), 2, tasks.schedule);
    void load('first');
    tasks.runTask();
    expect(tasks.pending).toBe(0);
    void load('later');
    expect(tasks.pending).toBe(1);
    tasks.runTask();
    expect(started).toEqual(['first', 'later']);
  });

  it('runs its default batches in later tasks of the event loop, one batch per task', async () => {
    const order: string[] = [];
    // The microtasks a request queues run before the next request starts only when the two are in different tasks.
    const load = paceChunkLoads(async (id) => {
      order.push(id);
      queueMicrotask(() => order.push(`${id}: its task ends`));
    }, 1);
    const done = Promise.all([load('a'), load('b')]);
    order.push('caller');
    await Promise.resolve();
    expect(order).toEqual(['caller']);
    await done;
    expect(order).toEqual(['caller', 'a', 'a: its task ends', 'b', 'b: its task ends']);
  });
});
