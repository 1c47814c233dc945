import {describe, expect, it} from 'vitest';
import {fitPairwise, solve} from '../lib/pairwise-fit.mjs';

describe('pairwise fit of the search ranking', () => {
  it('solves a small linear system', () => {
    const x = solve(
      [
        [4, 1, 0],
        [1, 3, 1],
        [0, 1, 2],
      ],
      [1, 2, 3],
    );
    expect(4 * x[0] + x[1]).toBeCloseTo(1, 10);
    expect(x[0] + 3 * x[1] + x[2]).toBeCloseTo(2, 10);
    expect(x[1] + 2 * x[2]).toBeCloseTo(3, 10);
  });

  it('stays at the prior when the pull is strong', () => {
    const pairs = [
      [1, -1],
      [0.5, 2],
    ];
    const {weights} = fitPairwise({pairs, prior: [1, 0], lambda: 1e6});
    expect(weights[0]).toBeCloseTo(1, 4);
    expect(weights[1]).toBeCloseTo(0, 4);
  });

  it('moves a feature that tells the expected page apart, and not one that does not', () => {
    // Feature 1 is higher on the expected page in every pair; feature 2 is noise that cancels out.
    const pairs = [
      [0, 1, 1],
      [0, 1, -1],
      [0, 0.5, 1],
      [0, 0.5, -1],
    ];
    const prior = [1, 0, 0];
    const {weights, loss} = fitPairwise({pairs, prior, lambda: 0.1});
    expect(weights[1]).toBeGreaterThan(1);
    expect(Math.abs(weights[2])).toBeLessThan(1e-6);
    expect(weights[0]).toBeCloseTo(1, 6); // no pair carries feature 0: only the pull decides it
    const priorLoss = pairs.length * Math.log(2);
    expect(loss).toBeLessThan(priorLoss);
  });

  it('reaches the minimum: the gradient is zero there', () => {
    const pairs = [
      [1, 0.2],
      [-0.3, 1],
      [0.4, -0.5],
      [2, 1],
    ];
    const prior = [0.5, 0.5];
    const lambda = 0.3;
    const {weights} = fitPairwise({pairs, prior, lambda});
    const gradient = weights.map((value: number, i: number) => 2 * lambda * (value - prior[i]!));
    for (const pair of pairs) {
      const margin = pair[0]! * weights[0] + pair[1]! * weights[1];
      const wrong = 1 / (1 + Math.exp(margin));
      pair.forEach((value, i) => (gradient[i] -= wrong * value));
    }
    for (const value of gradient) expect(Math.abs(value)).toBeLessThan(1e-8);
  });
});
