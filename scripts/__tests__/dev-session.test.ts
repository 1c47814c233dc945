import {mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {firstStartLeftovers} from '../lib/dev-session.mjs';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, {recursive: true, force: true});
  folder = undefined;
});

describe('firstStartLeftovers', () => {
  it('lists every cache and generated file of the site that a fresh clone lacks, and keeps the installs there', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
    for (const entry of ['jiti', 'rspack', 'reading-time', 'social-cards', 'control-site', 'docusaurus-versions']) {
      mkdirSync(path.join(folder, 'node_modules/.cache', entry), {recursive: true});
    }
    const leftovers = await firstStartLeftovers('site', folder);
    expect(leftovers.sort()).toEqual(
      [
        '.docusaurus',
        'changelog/.generated',
        'node_modules/.cache/jiti',
        'node_modules/.cache/reading-time',
        'node_modules/.cache/rspack',
        'node_modules/.cache/social-cards',
      ].sort(),
    );
  });

  it('clears the whole cache folder of the control, and copes with a site that has none yet', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
    expect(await firstStartLeftovers('control', folder)).toEqual(['.docusaurus', 'node_modules/.cache']);
    expect(await firstStartLeftovers('site', folder)).toEqual(['.docusaurus', 'changelog/.generated']);
  });
});
