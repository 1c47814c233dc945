import {readdir} from 'node:fs/promises';
import path from 'node:path';

/** Every `.html` file under `dir`, depth first. */
export async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}
