/**
 * Chunk requests, a few per task. A route asks for all of its chunks at once when a page loads or a link is
 * followed (13 on the blog list: the list component, its sidebar, five post excerpts, theme parts), and each request
 * looks up the file's name and inserts a `<script>` element. Made in one task, after the route shard has run, they
 * were the longest task of the load on the blog list, a docs page and a post (≈ 30 ms at 1×, so ≈ 120 ms on a phone
 * four times slower; reports/performance.md, session 24). Each file is still asked for as soon as the tasks before
 * it have run, in the same order; only the work is cut into tasks that let input and rendering in between.
 */

/** A chunk loader: the bundler's `__webpack_chunk_load__` (chunk id → promise settled when the chunk has run). */
export type ChunkLoader = (chunkId: string) => Promise<unknown>;

/** Requests started per task. With two, none of these tasks reached 8 ms at 1× on the blog list under a CPU profiler. */
export const chunksPerTask = 2;

/** Queues `run` as a task of its own, after the tasks already queued (a message, not a timer: no 4 ms clamp). */
export function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/**
 * Wraps `load` so that at most `perTask` of its calls run in one task; the others wait, in call order, for the tasks
 * `schedule` queues. Each returned promise settles as the wrapped call's does.
 */
export function paceChunkLoads(
  load: ChunkLoader,
  perTask: number = chunksPerTask,
  schedule: (run: () => void) => void = nextTask,
): ChunkLoader {
  const waiting: (() => void)[] = [];
  const runBatch = () => {
    for (const start of waiting.splice(0, perTask)) start();
    if (waiting.length > 0) schedule(runBatch);
  };
  return (chunkId) =>
    new Promise((resolve, reject) => {
      const start = () => {
        try {
          load(chunkId).then(resolve, reject);
        } catch (error) {
          reject(error);
        }
      };
      if (waiting.push(start) === 1) schedule(runBatch);
    });
}
