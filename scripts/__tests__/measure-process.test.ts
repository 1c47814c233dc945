import {describe, expect, it} from 'vitest';
import {machineCpu, runMeasured, treeRss} from '../lib/measure-process.mjs';

describe('measure-process (used by npm run bench)', () => {
  it('sums the resident memory of a process tree', () => {
    expect(treeRss(process.pid)).toBeGreaterThan(10 * 1024 ** 2);
  });

  it('reads the CPU counters of the machine', () => {
    const {busy, total} = machineCpu();
    expect(total).toBeGreaterThanOrEqual(busy);
    expect(busy).toBeGreaterThan(0);
  });

  it('reports wall time, CPU time and the peak memory of a child that holds 200 MB', async () => {
    const script =
      'const b = Buffer.alloc(200 * 1024 * 1024, 1); let x = 0; const end = Date.now() + 1500; while (Date.now() < end) x += b[x % b.length]; console.log(x > 0)';
    const result = await runMeasured(process.execPath, ['-e', script]);
    expect(result.code).toBe(0);
    expect(result.wallMs).toBeGreaterThan(1400);
    expect(result.cpuMs).toBeGreaterThan(0); // the machine may be busy: any CPU time counted will do
    expect(result.peakRss).toBeGreaterThan(200 * 1024 ** 2);
  }, 30_000);

  it('stops a long-running command once it is ready and records when', async () => {
    const started = Date.now();
    const result = await runMeasured(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      isReady: async () => Date.now() - started > 800,
    });
    expect(result.readyMs).toBeGreaterThan(700);
    expect(result.code).toBe(0);
    expect(result.timedOut).toBe(false);
    expect(result.cpuMs, 'sampled CPU time of a stopped command').not.toBeNull();
  }, 30_000);
});
