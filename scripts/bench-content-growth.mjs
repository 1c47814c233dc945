#!/usr/bin/env node
// Shows that the JavaScript a page loads does not grow with the amount of content: builds a
// copy of the site in a temp folder as it is, then again with N extra blog posts, N extra
// changelog releases and one extra docs version, measures both builds with
// scripts/page-weight.mjs and prints the figures side by side with their ratio.
// Takes two production builds (a few minutes); not part of `npm test`.
// Usage: node scripts/bench-content-growth.mjs [--count 60] [--keep] [--nice 10] [--write reports/content-growth.md]
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import yaml from 'js-yaml';

const {values} = parseArgs({
  options: {
    count: {type: 'string', default: '60'},
    keep: {type: 'boolean', default: false},
    nice: {type: 'string', default: '10'},
    write: {type: 'string'},
  },
});
const count = Math.max(1, Number(values.count));
const siteDir = process.cwd();
const skipped = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  'test-results',
  'playwright-report',
  'reports',
]);

const workDir = await mkdtemp(path.join(os.tmpdir(), 'content-growth-'));
console.log(`copy of the site: ${workDir}`);

// Sources only; node_modules entries are linked one by one so the copy gets its own
// (empty) node_modules/.cache and does not reuse or pollute the Rspack cache of the worktree.
for (const entry of await readdir(siteDir)) {
  if (skipped.has(entry)) continue;
  await cp(path.join(siteDir, entry), path.join(workDir, entry), {
    recursive: true,
    filter: (src) => !src.endsWith(`${path.sep}.generated`),
  });
}
await mkdir(path.join(workDir, 'node_modules'));
for (const entry of await readdir(path.join(siteDir, 'node_modules'))) {
  if (entry === '.cache') continue;
  await symlink(path.join(siteDir, 'node_modules', entry), path.join(workDir, 'node_modules', entry));
}

function run(command, args, env = {}) {
  const started = performance.now();
  const result = spawnSync('nice', ['-n', values.nice, command, ...args], {
    cwd: workDir,
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.error(result.stdout.slice(-5000), result.stderr.slice(-5000));
    throw new Error(`${command} ${args.join(' ')} failed in ${workDir}`);
  }
  return {seconds: (performance.now() - started) / 1000, stdout: result.stdout};
}

/** The docs show their last update from Git: the copy gets a repository with one commit of its current state. */
function snapshot(message) {
  const git = (...args) =>
    spawnSync('git', ['-c', 'user.name=content-growth', '-c', 'user.email=content-growth@localhost', ...args], {
      cwd: workDir,
      encoding: 'utf8',
    });
  if (!existsSync(path.join(workDir, '.git'))) git('init', '-q');
  git('add', '-A');
  const result = git('commit', '-qm', message);
  if (result.status !== 0) throw new Error(`git commit in ${workDir} failed: ${result.stderr}`);
}

/** Gzip bytes of the chunks every page loads (main and the webpack/Rspack runtime), where a route table would grow. */
async function entryChunks(buildDir) {
  const sizes = {};
  const jsDir = path.join(buildDir, 'assets/js');
  for (const name of await readdir(jsDir)) {
    const kind = name.match(/^(main|runtime~main)\./)?.[1];
    if (kind) sizes[kind] = (sizes[kind] ?? 0) + gzipSync(await readFile(path.join(jsDir, name))).length;
  }
  return sizes;
}

async function countPages(dir) {
  let pages = 0;
  for (const entry of await readdir(dir, {withFileTypes: true, recursive: true}))
    if (entry.isFile() && entry.name.endsWith('.html')) pages += 1;
  return pages;
}

async function buildAndWeigh(label) {
  process.stdout.write(`${label}: building … `);
  // The grown copy has a version without release notes or pages of its own: links are checked, not enforced.
  const build = run(path.join(workDir, 'node_modules/.bin/docusaurus'), ['build'], {LINKS_CHECK: 'warn'});
  const pages = await countPages(path.join(workDir, 'build'));
  console.log(`${build.seconds.toFixed(0)} s, ${pages} HTML pages; measuring page weight …`);
  const json = path.join(workDir, `${label}.json`);
  run(process.execPath, [
    path.join(siteDir, 'scripts/page-weight.mjs'),
    '--dir',
    path.join(workDir, 'build'),
    '--json',
    json,
  ]);
  return {
    pages,
    seconds: build.seconds,
    entry: await entryChunks(path.join(workDir, 'build')),
    rows: JSON.parse(await readFile(json, 'utf8')),
  };
}

async function addContent() {
  const authors = Object.keys(yaml.load(await readFile(path.join(workDir, 'blog/authors.yml'), 'utf8')));
  const tags = Object.keys(yaml.load(await readFile(path.join(workDir, 'blog/tags.yml'), 'utf8')));
  const blogDir = path.join(workDir, 'blog/generated-growth');
  await mkdir(blogDir, {recursive: true});
  const releasesDir = path.join(workDir, 'changelog/releases');
  for (let i = 0; i < count; i += 1) {
    const day = new Date(Date.UTC(2012, 0, 1 + i)).toISOString().slice(0, 10);
    await writeFile(
      path.join(blogDir, `${day}-growth-post-${i}.md`),
      `---\ntitle: Generated post ${i}\nauthors: [${authors[i % authors.length]}]\ntags: [${tags[i % tags.length]}]\n---\n\nA generated post that only exists to grow the blog (number ${i}).\n\n<!-- truncate -->\n\n## Body\n\nMore words so the post has a body below the truncation marker.\n`,
    );
    await writeFile(
      path.join(releasesDir, `0.${i}.0.yml`),
      yaml.dump({
        version: `0.${i}.0`,
        date: day,
        order: 0,
        kind: 'release',
        rewritten: true,
        committers: [{handle: 'growth-bot', name: 'Growth Bot'}],
        categories: [
          {category: 'Bug Fix', entries: [{pr: 1000 + i, authors: ['growth-bot'], text: `Generated fix number ${i}`}]},
        ],
      }),
    );
  }
  // One more docs version: a copy of the oldest one, listed last in versions.json.
  const versions = JSON.parse(await readFile(path.join(workDir, 'versions.json'), 'utf8'));
  const oldest = versions.at(-1);
  const extra = '0.99.0';
  await cp(
    path.join(workDir, `versioned_docs/version-${oldest}`),
    path.join(workDir, `versioned_docs/version-${extra}`),
    {recursive: true},
  );
  await cp(
    path.join(workDir, `versioned_sidebars/version-${oldest}-sidebars.json`),
    path.join(workDir, `versioned_sidebars/version-${extra}-sidebars.json`),
  );
  await writeFile(path.join(workDir, 'versions.json'), JSON.stringify([...versions, extra], null, 2));
  await rm(path.join(workDir, 'build'), {recursive: true, force: true});
  await rm(path.join(workDir, 'changelog/.generated'), {recursive: true, force: true});
  return `${count} blog posts, ${count} changelog releases, docs version ${extra} (copy of ${oldest})`;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
try {
  snapshot('site as it is');
  const before = await buildAndWeigh('as-is');
  const added = await addContent();
  snapshot('extra content');
  const after = await buildAndWeigh('grown');
  const rows = before.rows.map((row) => {
    const grown = after.rows.find((r) => r.path === row.path);
    const ratio = grown && row.script ? (grown.script / row.script).toFixed(3) : '—';
    return `| ${row.kind} | ${row.path} | ${kb(row.script)} | ${grown ? kb(grown.script) : '—'} | ${ratio} | ${row.requests} → ${grown?.requests ?? '—'} | ${kb(row.document)} → ${grown ? kb(grown.document) : '—'} |`;
  });
  const table = [
    '| Page kind | Path | JS KB as is | JS KB grown | Ratio | Requests | HTML KB |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  const worst = Math.max(
    ...before.rows.map((row) => {
      const grown = after.rows.find((r) => r.path === row.path);
      return grown && row.script ? grown.script / row.script : 1;
    }),
  );
  const summary = [
    `Added: ${added}.`,
    `HTML pages: ${before.pages} → ${after.pages}; build time ${before.seconds.toFixed(0)} s → ${after.seconds.toFixed(0)} s (nice -n ${values.nice}, shared machine: indicative only).`,
    `Chunks every page loads, KB gzip: ${Object.keys(before.entry)
      .map((k) => `${k} ${kb(before.entry[k])} → ${kb(after.entry[k] ?? 0)}`)
      .join(
        ', ',
      )}; that is ${Math.round((Object.values(after.entry).reduce((a, b) => a + b, 0) - Object.values(before.entry).reduce((a, b) => a + b, 0)) / Math.max(1, after.pages - before.pages))} bytes gzip per added HTML page.`,
    `Largest JS growth of a page: ×${worst.toFixed(3)} (${worst <= 1.02 ? 'flat: the JS of a page does not depend on the amount of content' : 'the JS of some page grows with content: see the rows above 1.02 and the entry chunks'}).`,
  ].join('\n');
  const stamp = `Measured ${new Date().toISOString()} on ${os.cpus().length} cores (${process.platform} ${process.arch}), Node ${process.version}; bytes are gzip, counted until hydration.`;
  console.log(`\n${table}\n\n${summary}\n${stamp}`);
  if (values.write) {
    await writeFile(
      values.write,
      `# JS size against content growth\n\n${stamp}\n\n${table}\n\n${summary}\n\nRe-run with \`npm run bench:content -- --write ${values.write}\`.\n`,
    );
    console.log(`wrote ${values.write}`);
  }
} finally {
  if (!values.keep) await rm(workDir, {recursive: true, force: true});
}
