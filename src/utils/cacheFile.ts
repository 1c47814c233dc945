import {mkdir, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes one entry of a build cache: under a temporary name first, then renamed, so an interrupted build never leaves
 * a half-written entry under a valid name. Best effort: on failure (another build sharing the folder, a read-only
 * disk) it returns false, and the next build only redoes the work the entry would have saved.
 */
export async function writeCacheFile(file: string, content: string): Promise<boolean> {
  const temporary = `${file}.${process.pid}.partial`;
  try {
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(temporary, content);
    await rename(temporary, file);
    return true;
  } catch {
    await rm(temporary, {force: true}).catch(() => {});
    return false;
  }
}
