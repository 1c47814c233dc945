import {mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {pruneWithCache} from '../pruneCache';

let cacheDir = '';
afterEach(async () => {
  if (cacheDir) await rm(cacheDir, {recursive: true, force: true});
  cacheDir = '';
});

const css = '.navbar{display:flex}.pills{gap:1rem}';

describe('pruneWithCache', () => {
  it('stores the result and returns it for the same stylesheet and scripts', async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'unused-css-'));
    const first = await pruneWithCache(css, ['e.className="navbar"'], {keep: [], cacheDir});
    expect(first).toMatchObject({css: '.navbar{display:flex}', fromCache: false});
    expect(first.removed).toEqual([{selector: '.pills', missing: ['pills']}]);

    // The stored file is what a rebuild returns (altered here to prove it is read, not recomputed).
    const [file] = await readdir(cacheDir);
    const stored = JSON.parse(await readFile(path.join(cacheDir, file!), 'utf8'));
    await writeFile(path.join(cacheDir, file!), JSON.stringify({...stored, css: '/*stored*/'}));
    expect(await pruneWithCache(css, ['e.className="navbar"'], {keep: [], cacheDir})).toMatchObject({
      css: '/*stored*/',
      fromCache: true,
    });
  });

  it('computes again when a script, the stylesheet or the kept classes change, keeping one result', async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'unused-css-'));
    await pruneWithCache(css, ['e.className="navbar"'], {keep: [], cacheDir});
    const scriptChanged = await pruneWithCache(css, ['e.className="navbar pills"'], {keep: [], cacheDir});
    expect(scriptChanged).toMatchObject({css, fromCache: false});
    expect((await pruneWithCache(`${css}.x{}`, ['e.className="navbar pills"'], {keep: [], cacheDir})).fromCache).toBe(
      false,
    );
    expect((await pruneWithCache(css, ['e.className="navbar"'], {keep: [/^pills$/], cacheDir})).css).toBe(css);
    expect(await readdir(cacheDir)).toHaveLength(1);
  });

  it('always computes without a cache folder', async () => {
    const result = await pruneWithCache(css, ['"navbar"'], {keep: []});
    expect(result).toMatchObject({css: '.navbar{display:flex}', fromCache: false});
  });
});
