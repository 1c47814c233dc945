import {createHash} from 'node:crypto';
import {readdir, readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {writeCacheFile} from '../../utils/cacheFile';

/**
 * Minified scripts on disk, one file per key. A key is the hash of the unminified script and of what else decides the
 * minifier's output (its version and options), so an entry is only ever read back for the very same input.
 */
export class MinifiedStore {
  constructor(private readonly dir: string) {}

  key(source: string | Buffer, fingerprint: string): string {
    return createHash('sha256').update(fingerprint).update('\0').update(source).digest('hex').slice(0, 40);
  }

  async read(key: string): Promise<string | undefined> {
    try {
      return await readFile(this.file(key), 'utf8');
    } catch {
      return undefined;
    }
  }

  /** Best effort: an entry that cannot be written only costs the next build one minification. */
  write(key: string, minified: string): Promise<boolean> {
    return writeCacheFile(this.file(key), minified);
  }

  /** Deletes the entries this build did not use, so the folder holds one build's scripts, not every build's. */
  async keepOnly(keys: Set<string>): Promise<number> {
    let removed = 0;
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!keys.has(name.replace(/\.js$/, ''))) {
        await rm(path.join(this.dir, name), {force: true});
        removed += 1;
      }
    }
    return removed;
  }

  private file(key: string): string {
    return path.join(this.dir, `${key}.js`);
  }
}
