#!/usr/bin/env node
/**
 * Fills entry texts of release files from a plain-text list, for writers who
 * prefer to draft a whole release in one place.
 *
 * Usage: node src/plugins/changelog/scripts/apply-texts.mjs <texts.txt>
 *
 * Format of <texts.txt>:
 *   == 3.7.0                 starts a release (file changelog/releases/3.7.0.yml)
 *   summary: One sentence.   optional intro shown in the list
 *   10800 Text of the entry  a PR number, then our text (every entry with that PR)
 *   @3 Text of the entry     the 3rd entry of the release (1-based), for entries without PR
 * A release whose entries all have a text is marked `rewritten: true`.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const [textsPath] = process.argv.slice(2);
if (!textsPath) {
  console.error('Usage: apply-texts.mjs <texts.txt>');
  process.exit(1);
}
const releasesDir = path.resolve('changelog/releases');

/** @type {Map<string, {summary?: string, byKey: Map<string, string>}>} */
const drafts = new Map();
let current = null;
for (const rawLine of fs.readFileSync(textsPath, 'utf8').split('\n')) {
  const line = rawLine.trim();
  if (!line || line.startsWith('//')) continue;
  if (line.startsWith('== ')) {
    current = {byKey: new Map()};
    drafts.set(line.slice(3).trim(), current);
    continue;
  }
  if (!current) throw new Error(`Text before any "== <version>" line: ${line}`);
  if (line.startsWith('summary:')) {
    current.summary = line.slice('summary:'.length).trim();
    continue;
  }
  const match = /^(@?\d+)\s+(.+)$/.exec(line);
  if (!match) throw new Error(`Cannot read line: ${line}`);
  current.byKey.set(match[1], match[2]);
}

for (const [fileName, draft] of drafts) {
  const file = path.join(releasesDir, `${fileName}.yml`);
  const release = yaml.load(fs.readFileSync(file, 'utf8'));
  const entries = release.categories.flatMap((c) => c.entries);
  const used = new Set();
  entries.forEach((entry, index) => {
    const key = [`@${index + 1}`, entry.pr ? String(entry.pr) : null].find((k) => k && draft.byKey.has(k));
    if (key) {
      entry.text = draft.byKey.get(key);
      used.add(key);
    }
  });
  for (const key of draft.byKey.keys()) {
    if (!used.has(key)) throw new Error(`${fileName}: no entry matches ${key}`);
  }
  if (draft.summary) release.summary = draft.summary;
  const missing = entries.filter((e) => !e.text).length;
  release.rewritten = missing === 0;
  // Keep the key order of the bootstrap files (summary after rewritten).
  const {version, date, order, kind, rewritten, summary, ...rest} = release;
  const ordered = {version, date, order, kind, rewritten, ...(summary ? {summary} : {}), ...rest};
  fs.writeFileSync(file, yaml.dump(ordered, {lineWidth: 120, flowLevel: 5}));
  console.log(`${fileName}: ${entries.length - missing}/${entries.length} entries described`);
}
