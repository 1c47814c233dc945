#!/usr/bin/env node
// Records the fingerprints of the guarded framework files (scripts/lib/framework-guards.mjs). Run it after an
// upgrade, once the entry listed for each changed file has been re-checked.
import {readFileSync, writeFileSync} from 'node:fs';
import {guardedFiles, hashOf} from './lib/framework-guards.mjs';

const target = new URL('../tests/unit/data/framework-guards.json', import.meta.url);
const before = (() => {
  try {
    return JSON.parse(readFileSync(target, 'utf8'));
  } catch {
    return {};
  }
})();
const after = Object.fromEntries(Object.keys(guardedFiles).map((file) => [file, hashOf(file)]));
for (const [file, hash] of Object.entries(after)) {
  if (before[file] !== hash)
    console.log(`recorded: ${file} (${guardedFiles[file].entry}) ${before[file] ?? '(new)'} → ${hash}`);
}
for (const file of Object.keys(before)) if (!(file in after)) console.log(`no longer guarded: ${file}`);
writeFileSync(target, `${JSON.stringify(after, null, 2)}\n`);
