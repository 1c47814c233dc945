import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack, type RspackPluginInstance} from '@rspack/core';
import {describe, expect, it} from 'vitest';
import {docsearchLayer, ModalStylesheetPlugin, siteModalRules} from '../modalStylesheet';
import {modalStylesheetPath} from '../types';

describe('modal stylesheet plugin', () => {
  it('emits DocSearch’s modal CSS inside its cascade layer as a build asset, writing nothing into the site', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'modal-css-'));
    fs.writeFileSync(path.join(dir, 'entry.js'), 'export const entry = 1;\n');
    const compiler = rspack({
      mode: 'development',
      context: dir,
      entry: './entry.js',
      output: {path: path.join(dir, 'out')},
      plugins: [new ModalStylesheetPlugin() as unknown as RspackPluginInstance],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) =>
        (error ?? stats?.hasErrors()) ? reject(error ?? new Error(stats!.toString())) : resolve(),
      ),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    const css = fs.readFileSync(path.join(dir, 'out', modalStylesheetPath), 'utf8');
    const original = fs.readFileSync(require.resolve('@docsearch/css/dist/modal.css'), 'utf8');
    expect(css.startsWith(`@layer ${docsearchLayer} {`)).toBe(true);
    // DocSearch's rules, then the site's, in the same layer: the site's win by order.
    expect(css.indexOf(original)).toBeGreaterThan(0);
    expect(css.indexOf(siteModalRules)).toBeGreaterThan(css.indexOf(original) + original.length - 1);
    expect(fs.readdirSync(dir).sort()).toEqual(['entry.js', 'out']);
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
