/**
 * The last pruning result, kept on disk so that a rebuild whose stylesheet and scripts are unchanged does not read the
 * words of ~950 scripts again (0.5–0.7 s of the bundling step, spent on the main thread while Rspack waits).
 */
import {createHash} from 'node:crypto';
import {readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {writeCacheFile} from '../../utils/cacheFile';
import {classCorpus, pruneStylesheet, type PruneResult} from './prune';

/** The pruning's own code is part of the key: a change to the rule must not reuse a result of the old rule. */
const pruneSource = readFile(path.join(__dirname, 'prune.ts'), 'utf8');

export interface CachedPruneResult extends PruneResult {
  fromCache: boolean;
}

/**
 * `pruneStylesheet(css, classCorpus(scripts))`, or the stored result of the same call. `scripts` are read in the
 * given order; the caller passes them sorted so that the key does not depend on the bundler's asset order.
 */
export async function pruneWithCache(
  css: string,
  scripts: string[],
  {keep, cacheDir}: {keep: RegExp[]; cacheDir?: string},
): Promise<CachedPruneResult> {
  const compute = () => ({...pruneStylesheet(css, classCorpus(scripts), {keep}), fromCache: false});
  if (!cacheDir) return compute();
  const hash = createHash('sha256')
    .update(await pruneSource)
    .update(`\0${keep.map(String).join(',')}\0${css}`);
  for (const script of scripts) hash.update('\0').update(script);
  const file = path.join(cacheDir, `${hash.digest('hex').slice(0, 40)}.json`);
  try {
    return {...(JSON.parse(await readFile(file, 'utf8')) as PruneResult), fromCache: true};
  } catch {
    const result = compute();
    // One result is kept: it can only serve a rebuild of the same stylesheet and scripts.
    await rm(cacheDir, {recursive: true, force: true}).catch(() => {});
    await writeCacheFile(file, JSON.stringify({css: result.css, removed: result.removed}));
    return result;
  }
}
