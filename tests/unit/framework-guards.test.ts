/**
 * Guards on the framework files this site replaces, ejects or depends on the output of: an upgrade that changes one
 * fails here, naming what to re-check, instead of breaking in a reader's browser.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
// Plain ESM helper, shared with scripts/update-framework-guards.mjs.
import {guardedFiles, hashOf} from '../../scripts/lib/framework-guards.mjs';

const recorded = JSON.parse(readFileSync(path.join(__dirname, 'data/framework-guards.json'), 'utf8')) as Record<string, string>;
const files: Record<string, string> = guardedFiles;

describe('replaced framework files are unchanged since they were last checked', () => {
  it('every guarded file has a recorded hash', () => {
    expect(Object.keys(recorded).sort()).toEqual(Object.keys(files).sort());
  });

  for (const [file, recheck] of Object.entries(files)) {
    it(file, () => {
      const hash = hashOf(file);
      if (hash !== recorded[file]) {
        throw new Error(`${file} changed: re-check ${recheck}; then run node scripts/update-framework-guards.mjs`);
      }
    });
  }
});
