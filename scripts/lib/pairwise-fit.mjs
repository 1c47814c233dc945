// Pairwise logistic regression for the search ranking (scripts/train-search-ranking.mjs).
//
// Each training pair is the feature vector of the page a reader expects minus that of a page the engine put near it;
// the fit finds weights w that score the expected page higher, minimising
//   Σ log(1 + exp(−w·d)) + λ · |w − prior|²
// The penalty pulls every weight towards `prior` (the hand-set score: weight 1 on it, 0 elsewhere), so a feature
// moves only as far as the pairs ask. The loss is convex; Newton's method reaches its minimum in a few steps.

/** Solves A x = b for a small symmetric positive definite A (Gaussian elimination with partial pivoting). */
export function solve(matrix, vector) {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]]);
  for (let column = 0; column < n; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < n; row += 1)
      if (Math.abs(a[row][column]) > Math.abs(a[pivot][column])) pivot = row;
    [a[column], a[pivot]] = [a[pivot], a[column]];
    for (let row = column + 1; row < n; row += 1) {
      const factor = a[row][column] / a[column][column];
      for (let k = column; k <= n; k += 1) a[row][k] -= factor * a[column][k];
    }
  }
  const x = new Array(n).fill(0);
  for (let row = n - 1; row >= 0; row -= 1) {
    let sum = a[row][n];
    for (let k = row + 1; k < n; k += 1) sum -= a[row][k] * x[k];
    x[row] = sum / a[row][row];
  }
  return x;
}

const sigmoid = (value) => 1 / (1 + Math.exp(-value));

/**
 * Fits the weights. `pairs`: arrays of feature differences (expected − other); `prior`: the weights the penalty pulls
 * towards; `lambda`: the strength of that pull. Returns the weights and the final loss.
 * @param {{pairs: number[][], prior: number[], lambda: number, steps?: number}} options
 */
export function fitPairwise({pairs, prior, lambda, steps = 50}) {
  const n = prior.length;
  let weights = [...prior];
  const lossOf = (w) => {
    let loss = 0;
    for (const pair of pairs) {
      const margin = pair.reduce((sum, value, i) => sum + value * w[i], 0);
      loss += margin > 0 ? Math.log1p(Math.exp(-margin)) : -margin + Math.log1p(Math.exp(margin));
    }
    return loss + lambda * w.reduce((sum, value, i) => sum + (value - prior[i]) ** 2, 0);
  };
  let loss = lossOf(weights);
  for (let step = 0; step < steps; step += 1) {
    const gradient = weights.map((value, i) => 2 * lambda * (value - prior[i]));
    const hessian = Array.from({length: n}, (_, i) => Array.from({length: n}, (__, j) => (i === j ? 2 * lambda : 0)));
    for (const pair of pairs) {
      const margin = pair.reduce((sum, value, i) => sum + value * weights[i], 0);
      const wrong = sigmoid(-margin);
      const curvature = wrong * (1 - wrong);
      for (let i = 0; i < n; i += 1) {
        if (pair[i] === 0) continue;
        gradient[i] -= wrong * pair[i];
        for (let j = 0; j < n; j += 1) hessian[i][j] += curvature * pair[i] * pair[j];
      }
    }
    const move = solve(hessian, gradient);
    // Newton step, halved while it does not lower the loss.
    let scale = 1;
    let next;
    let nextLoss;
    do {
      next = weights.map((value, i) => value - scale * move[i]);
      nextLoss = lossOf(next);
      scale /= 2;
    } while (nextLoss > loss && scale > 1e-6);
    const done = loss - nextLoss < 1e-9 * Math.max(1, loss);
    if (nextLoss <= loss) [weights, loss] = [next, nextLoss];
    if (done) break;
  }
  return {weights, loss};
}
