import {describe, expect, it} from 'vitest';
import {forEachConcurrently} from '../forEachConcurrently';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('forEachConcurrently', () => {
  it('visits every item once, never running more than the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      seen.push(item);
      running -= 1;
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('rejects with a task error, and handles an empty list', async () => {
    await expect(forEachConcurrently(['a'], 2, async () => Promise.reject(new Error('broken')))).rejects.toThrow(
      'broken',
    );
    await expect(forEachConcurrently([], 4, async () => {})).resolves.toBeUndefined();
  });
});
