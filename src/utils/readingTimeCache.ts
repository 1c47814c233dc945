import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import type {ReadingTimeFunctionOption} from '@docusaurus/plugin-content-blog';
import {writeCacheFile} from './cacheFile';

type Entries = Record<string, number>;

/**
 * The blog's `readingTime` option: the plugin's own default, remembered between runs. The default counts the words
 * of every post with `Intl.Segmenter` each time the site loads; for this blog that was 0.17 s of every `npm start`
 * (the largest cost of loading the content in a CPU profile), although a post's count changes only when its text
 * does. Entries are keyed by a hash of the text and the locale, and hold what the default returned, so the figure is
 * the same number, to the last decimal.
 *
 * The file is read once, on the first post; each miss rewrites it (after the current turn of the event loop, once
 * for all the misses of that turn) with the entries this process has used, so the versions of a post that earlier
 * runs counted are dropped.
 */
export function cachedReadingTime(cacheFile: string): ReadingTimeFunctionOption {
  let stored: Entries | undefined;
  const used: Entries = {};
  let writeScheduled = false;
  const load = (): Entries => {
    if (stored) return stored;
    try {
      stored = JSON.parse(readFileSync(cacheFile, 'utf8')) as Entries;
    } catch {
      stored = {};
    }
    return stored;
  };
  const scheduleWrite = () => {
    if (writeScheduled) return;
    writeScheduled = true;
    setImmediate(() => {
      writeScheduled = false;
      void writeCacheFile(cacheFile, JSON.stringify(used));
    });
  };
  return ({content, locale, defaultReadingTime}) => {
    const key = createHash('sha256').update(locale).update('\0').update(content).digest('base64url');
    const known = load()[key];
    if (typeof known === 'number') {
      used[key] = known;
      return known;
    }
    const minutes = defaultReadingTime({content, locale});
    used[key] = minutes;
    scheduleWrite();
    return minutes;
  };
}
