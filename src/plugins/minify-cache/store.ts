import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

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
  async write(key: string, minified: string): Promise<boolean> {
    // Written under a temporary name and renamed, so an interrupted build never leaves a half-written entry.
    const temporary = `${this.file(key)}.${process.pid}.tmp`;
    try {
      await mkdir(this.dir, {recursive: true});
      await writeFile(temporary, minified);
      await rename(temporary, this.file(key));
      return true;
    } catch {
      await rm(temporary, {force: true}).catch(() => {});
      return false;
    }
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
