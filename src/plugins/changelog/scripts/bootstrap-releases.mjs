#!/usr/bin/env node
/**
 * Creates one `changelog/releases/<file>.yml` per release from the facts file.
 *
 * Usage: node src/plugins/changelog/scripts/bootstrap-releases.mjs <facts.json> [--force]
 *
 * Only facts are copied (version, date, kind, PR numbers, packages, authors,
 * committers, note tags). Entry texts are left empty: the generator publishes a
 * fact-only line for them until a writer fills `text` and sets `rewritten: true`.
 * Existing files are kept unless --force is given, so rewritten releases survive.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const [factsPath, ...flags] = process.argv.slice(2);
if (!factsPath) {
  console.error('Usage: bootstrap-releases.mjs <changelog-facts.json> [--force]');
  process.exit(1);
}
const force = flags.includes('--force');
const releasesDir = path.resolve('changelog/releases');
fs.mkdirSync(releasesDir, {recursive: true});

/** File (and URL slug) of a release: the version itself, or kebab-case for old named sections. */
export function releaseFileName(version) {
  return /^\d+\.\d+\.\d+/.test(version)
    ? version
    : version
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
}

/** Short factual notes for releases that shipped no change list, keyed by the facts' note tags. */
function noteFromFacts(noteFacts) {
  const tags = Object.fromEntries(
    noteFacts.map((tag) => {
      const [key, value = true] = tag.split(/:(.*)/s);
      return [key, value];
    }),
  );
  if (tags['failed-release']) {
    return 'This release did not go out correctly. Do not install it; use the next version.';
  }
  if (tags['bad-npm-publish'] || tags['bad-release']) {
    const next = tags['superseded-by'];
    return `The packages of this version were published to npm in a broken state.${
      next ? ` Use ${next} instead.` : ''
    }`;
  }
  if (tags['republish-fix']) {
    const target = tags['fixes-publish-of'] ?? tags['same-code-as'];
    return `A new publication that repairs the npm packages of ${target}; the code is unchanged.`;
  }
  if (tags['hotfix-for']) {
    return `A quick follow-up that repairs problems found in ${tags['hotfix-for']}.`;
  }
  return null;
}

const facts = JSON.parse(fs.readFileSync(factsPath, 'utf8'));
const orderByDate = new Map();
let written = 0;
for (const section of facts) {
  // The facts list is newest first: the first release of a day gets order 0.
  const order = orderByDate.get(section.date) ?? 0;
  orderByDate.set(section.date, order + 1);

  const file = path.join(releasesDir, `${releaseFileName(section.version)}.yml`);
  if (fs.existsSync(file) && !force) continue;

  const release = {
    version: section.version,
    date: section.date,
    order,
    kind: section.kind,
    rewritten: section.categories.every((c) => c.entries.length === 0),
  };
  if (section.noteFacts?.length) release.noteFacts = section.noteFacts;
  const note = noteFromFacts(section.noteFacts ?? []);
  if (note) release.note = note;
  release.committers = section.committers.map(({handle, name}) => (name ? {handle, name} : {handle}));
  release.categories = section.categories
    .filter((c) => c.entries.length > 0)
    .map((c) => ({
      category: c.category,
      entries: c.entries.map((e) => {
        const entry = {};
        if (e.pr) entry.pr = e.pr;
        if (e.commit) entry.commit = e.commit;
        if (e.packages?.length) entry.packages = e.packages;
        if (e.type) entry.type = e.type;
        if (e.scope) entry.scope = e.scope;
        if (e.authors?.length) entry.authors = e.authors;
        if (e.depth) entry.depth = e.depth;
        if (e.breakingMarker) entry.breaking = true;
        entry.text = null;
        return entry;
      }),
    }));
  fs.writeFileSync(file, yaml.dump(release, {lineWidth: 120, flowLevel: 5}));
  written += 1;
}
console.log(`${written} release files written to ${releasesDir}`);
