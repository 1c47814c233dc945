// Reads a V8 CPU profile (Chrome DevTools' .cpuprofile, from the Profiler domain) and says where the time went:
// self time per script and per function (minified names, with line and column to find them in the chunk), so a
// page's main-thread cost can be split by whose code runs without opening DevTools.

/**
 * @param {{nodes: {id: number, callFrame: {functionName: string, url: string, lineNumber: number, columnNumber: number}}[], samples: number[], timeDeltas: number[]}} profile
 * @param {{top?: number}} [options]
 */
export function summarizeProfile(profile, {top = 20} = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  profile.samples.forEach((id, index) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const perFunction = new Map();
  const perScript = new Map();
  let totalMs = 0;
  for (const [id, ms] of selfMs) {
    const node = byId.get(id);
    const {functionName, url, lineNumber, columnNumber} = node.callFrame;
    totalMs += ms;
    const script = url ? url.replace(/^https?:\/\/[^/]+/, '') : `(${functionName || 'program'})`;
    const fnKey = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}:${columnNumber + 1}`;
    perFunction.set(fnKey, (perFunction.get(fnKey) ?? 0) + ms);
    perScript.set(script, (perScript.get(script) ?? 0) + ms);
  }
  const rank = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  const idle = ['(idle)', '(program)', '(garbage collector)']
    .map((name) => `${name} ${(perScript.get(name) ?? 0).toFixed(0)} ms`)
    .join(', ');
  return [
    `total sampled ${totalMs.toFixed(0)} ms (${idle})`,
    'self time by script:',
    rank(perScript),
    'self time by function:',
    rank(perFunction),
  ].join('\n');
}
