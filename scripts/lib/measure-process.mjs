// Runs a command and measures it the way a shared machine allows: wall time, CPU time of
// the whole process tree (from /usr/bin/time, which counts reaped children), the peak of
// the summed RSS of the tree (sampled from /proc), and how much CPU other processes took
// meanwhile (from /proc/stat), so a slow figure can be told apart from a busy machine.
import {spawn} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import os from 'node:os';

const pageSize = 4096;
const clockTicks = 100; // USER_HZ on Linux

/** Busy and total jiffies of the whole machine. */
export function machineCpu() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  const busy = user + nice + system + irq + softirq + (steal || 0);
  return {busy, total: busy + idle + (iowait || 0)};
}

function readStat(pid) {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces: fields start after the closing parenthesis.
    const rest = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime (clock ticks): CPU of the process and of its reaped children.
    const ticks = Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14]);
    return {ppid: Number(rest[1]), rss: Number(rest[21]) * pageSize, ticks};
  } catch {
    return null;
  }
}

/** Sum of the resident memory of `rootPid` and all its descendants. */
export function treeRss(rootPid) {
  return treeUsage(rootPid).rss;
}

/** `rootPid` and its descendants, each with its resident memory (bytes) and CPU clock ticks so far. */
export function treeProcesses(rootPid) {
  const children = new Map();
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (!stat) continue;
    const pid = Number(entry);
    stats.set(pid, stat);
    if (!children.has(stat.ppid)) children.set(stat.ppid, []);
    children.get(stat.ppid).push(pid);
  }
  const tree = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    const stat = stats.get(pid);
    if (stat) tree.push({pid, rss: stat.rss, ticks: stat.ticks});
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Resident memory and CPU milliseconds used so far by `rootPid` and its descendants. */
export function treeUsage(rootPid) {
  let rss = 0;
  let cpuTicks = 0;
  for (const member of treeProcesses(rootPid)) {
    rss += member.rss;
    cpuTicks += member.ticks;
  }
  return {rss, cpuMs: (cpuTicks / clockTicks) * 1000};
}

export const loadAverage = () => os.loadavg()[0];
export const cpuCount = () => os.cpus().length;

/** Waits (at most `maxSeconds`) until the 1-minute load average is below `threshold`. */
export async function waitForIdle(maxSeconds, threshold = 1) {
  const end = Date.now() + maxSeconds * 1000;
  while (Date.now() < end && loadAverage() >= threshold) await new Promise((r) => setTimeout(r, 2000));
  return loadAverage() < threshold;
}

/**
 * Runs `command args` and resolves with its figures.
 * `isReady(elapsedMs)` (optional) is polled for long-running commands such as a dev server:
 * once it resolves true the time is recorded and the whole process group is stopped.
 * @param {string} command
 * @param {string[]} args
 * @param {{cwd?: string, env?: NodeJS.ProcessEnv, nice?: number, isReady?: () => Promise<boolean>, timeoutMs?: number, quiet?: boolean}} options
 */
export function runMeasured(command, args, {cwd, env, nice = 0, isReady, timeoutMs = 15 * 60_000, quiet = true} = {}) {
  const timeAvailable = existsSync('/usr/bin/time');
  const prefix = [
    ...(nice ? ['nice', '-n', String(nice)] : []),
    ...(timeAvailable ? ['/usr/bin/time', '-f', '__measured__ %U %S %M'] : []),
  ];
  const argv = [...prefix, command, ...args];
  const loadBefore = loadAverage();
  const cpuBefore = machineCpu();
  const started = performance.now();
  const child = spawn(argv[0], argv.slice(1), {cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  const collect = (chunk) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    if (!quiet) process.stderr.write(text);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let peakRss = 0;
  let readyMs = null;
  let stopping = false;
  const stopGroup = (signal = 'SIGTERM') => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };
  let sampledCpuMs = 0;
  const sample = () => {
    const usage = treeUsage(child.pid);
    peakRss = Math.max(peakRss, usage.rss);
    sampledCpuMs = Math.max(sampledCpuMs, usage.cpuMs);
  };
  const sampler = setInterval(sample, 250);
  const deadline = setTimeout(() => {
    stopping = true;
    stopGroup('SIGKILL');
  }, timeoutMs);

  let polling = false;
  const poller = isReady
    ? setInterval(async () => {
        if (polling || readyMs !== null) return;
        polling = true;
        try {
          if (await isReady()) {
            readyMs = performance.now() - started;
            sample();
            stopping = true;
            stopGroup();
            setTimeout(() => stopGroup('SIGKILL'), 5000).unref();
          }
        } finally {
          polling = false;
        }
      }, 200)
    : null;

  return new Promise((resolve) => {
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      clearInterval(sampler);
      if (poller) clearInterval(poller);
      clearTimeout(deadline);
      const cpuAfter = machineCpu();
      // Read at the end: the line may arrive split across two chunks.
      const timeLine = output.match(/^__measured__ .*$/m)?.[0] ?? '';
      const [, user, system, maxRssKb] = timeLine.split(' ');
      // A stopped server never prints the /usr/bin/time line: fall back to the sampled CPU time.
      const cpuMs = timeLine ? (Number(user) + Number(system)) * 1000 : sampledCpuMs || null;
      const machineBusyMs = ((cpuAfter.busy - cpuBefore.busy) / clockTicks) * 1000;
      const capacityMs = wallMs * cpuCount();
      // CPU that other processes used while we ran, as a share of the machine.
      const othersShare = cpuMs === null ? null : Math.max(0, Math.min(1, (machineBusyMs - cpuMs) / capacityMs));
      resolve({
        code: stopping && readyMs !== null ? 0 : code,
        wallMs,
        readyMs,
        cpuMs,
        // Sampling can miss a short peak; the largest single process (from /usr/bin/time) bounds it from below.
        peakRss: Math.max(peakRss, maxRssKb ? Number(maxRssKb) * 1024 : 0),
        largestProcessRss: maxRssKb ? Number(maxRssKb) * 1024 : null,
        othersShare,
        loadBefore,
        loadAfter: loadAverage(),
        timedOut: stopping && readyMs === null,
        output,
      });
    });
  });
}
