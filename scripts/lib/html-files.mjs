// The site's one directory walker, plain ESM so that scripts, plugins (src/plugins/hosting,
// src/framework-internals/unused-css) and src/utils/listFiles.ts share it.
import {readdir} from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file under `dir`, depth first, as absolute paths.
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
export async function* walkFiles(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Every `.html` file under `dir`, depth first, as absolute paths.
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
export async function* htmlFiles(dir) {
  for await (const file of walkFiles(dir)) if (file.endsWith('.html')) yield file;
}

/**
 * Every file under `dir`, as paths relative to it with forward slashes (`docs/intro/index.html`).
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export async function listFiles(dir) {
  const files = [];
  for await (const file of walkFiles(dir)) files.push(path.relative(dir, file).split(path.sep).join('/'));
  return files;
}
