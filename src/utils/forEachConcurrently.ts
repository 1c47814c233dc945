/**
 * Calls `task` on every item, at most `limit` at a time, in the items' order; resolves when all are done and rejects
 * with the first error. For build steps that would otherwise hold every file in memory at once, or start more work
 * than the machine's cores can run.
 */
export async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({length: Math.max(1, Math.min(limit, items.length))}, worker));
}
