#!/usr/bin/env node
// Is the site ready for the next Docusaurus major? In a scratch copy (the site itself is not touched), installs the
// newest `@docusaurus/*` canary and the Node.js it needs (the npm registry's `node` package), compares the guarded
// framework files with the recorded fingerprints, builds, and runs a browser suite against that build; then prints
// which entries of src/framework-internals (and which guards) fired.
//
// Usage: npm run check:next -- [--version 4.0.0-canary-6808] [--dir /tmp/docusaurus-next] [--port 3317]
//          [--specs tests/e2e/a.spec.ts,tests/e2e/b.spec.ts | --all-specs] [--skip-install] [--pending-moves]
// --pending-moves applies, in the copy only, the import changes that wait for their owners (listed below), to see
// what is left once they land. Exit code 0 only when the build and the browser tests pass.
import {execFileSync, spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {firedGuards} from './lib/framework-guards.mjs';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const {values} = parseArgs({
  options: {
    version: {type: 'string', default: '4.0.0-canary-6808'},
    node: {type: 'string', default: '24'},
    dir: {type: 'string', default: '/tmp/docusaurus-next'},
    port: {type: 'string', default: '3317'},
    specs: {type: 'string'},
    'all-specs': {type: 'boolean', default: false},
    'skip-install': {type: 'boolean', default: false},
    'pending-moves': {type: 'boolean', default: false},
  },
});

/** A sample of the browser suite that touches every entry of src/framework-internals. */
const sampleSpecs = [
  'tests/e2e/quality-bundles.spec.ts',
  'tests/e2e/code-blocks.spec.ts',
  'tests/e2e/chrome-routing.spec.ts',
  'tests/e2e/docs-versions.spec.ts',
];

/** Imports that 4.0 breaks and whose files belong to other owners: file → [from, to]. */
const pendingMoves = {}; // none left: the search hooks come from src/framework-internals/search-hooks

const scratch = path.resolve(values.dir);
const copy = path.join(scratch, 'site');
const nodeDir = path.join(scratch, 'node');
const log = (line) => console.log(`[check:next] ${line}`);

function run(command, args, options = {}) {
  log(`$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    ...options,
  });
}

/** The Node.js the canary needs, from the npm registry's `node` package (its bin/node is the real binary). */
function nodeBinary() {
  const binary = path.join(nodeDir, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(binary)) {
    mkdirSync(nodeDir, {recursive: true});
    writeFileSync(path.join(nodeDir, 'package.json'), '{"private": true}\n');
    const result = run('npm', ['install', '--no-audit', '--no-fund', `node@${values.node}`], {cwd: nodeDir});
    if (result.status !== 0) throw new Error(`could not install node@${values.node}:\n${result.stderr}`);
  }
  return binary;
}

/** The site's files as git sees them (tracked and new, not ignored), copied into the scratch folder. */
function copySite() {
  rmSync(copy, {recursive: true, force: true, maxRetries: 3});
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .split('\0')
    // Not the site's output (a `build` link to another folder would be written through by the copy's build).
    .filter(
      (file) => file && !/^(build|\.docusaurus|node_modules)(\/|$)/.test(file) && existsSync(path.join(siteDir, file)),
    );
  for (const file of files) cpSync(path.join(siteDir, file), path.join(copy, file), {recursive: true});
  // The docs plugin reads last-update data from Git and refuses a site outside any repository.
  const git = (...args) => execFileSync('git', args, {cwd: copy, stdio: 'ignore'});
  git('init', '-q');
  git('add', '-A');
  git(
    '-c',
    'user.name=check-next',
    '-c',
    'user.email=check-next@localhost',
    'commit',
    '-qm',
    'scratch copy',
    '--no-verify',
  );
  log(`copied ${files.length} files into ${copy} (a fresh Git repository)`);
}

function pinCanaryVersions() {
  const file = path.join(copy, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(manifest[field] ?? {}))
      if (name.startsWith('@docusaurus/')) manifest[field][name] = values.version;
  }
  manifest.engines = {...manifest.engines, node: '>=24.14'};
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

function applyPendingMoves() {
  for (const [file, edits] of Object.entries(pendingMoves)) {
    const target = path.join(copy, file);
    let source = readFileSync(target, 'utf8');
    for (const [from, to] of edits) {
      if (!source.includes(from)) log(`pending move already made (or changed) in ${file}`);
      source = source.replace(from, to);
    }
    writeFileSync(target, source);
    log(`applied the pending import move in ${file}`);
  }
}

const node = nodeBinary();
const nodeVersion = execFileSync(node, ['--version'], {encoding: 'utf8'}).trim();
log(`Node.js ${nodeVersion} at ${node}`);
const env = {...process.env, PATH: `${path.dirname(node)}:${process.env.PATH}`, E2E_PORT: values.port};

if (!values['skip-install'] || !existsSync(path.join(copy, 'node_modules'))) {
  copySite();
  pinCanaryVersions();
  // The lockfile pins everything else, so only what the canary changes is fetched.
  const install = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {cwd: copy, env});
  if (install.status !== 0) {
    console.error(install.stderr.slice(-4000));
    process.exit(1);
  }
} else {
  log('--skip-install: reusing the scratch copy and its node_modules (source files copied again)');
  const modules = path.join(scratch, 'node_modules.keep');
  rmSync(modules, {recursive: true, force: true});
  execFileSync('mv', [path.join(copy, 'node_modules'), modules]);
  copySite();
  pinCanaryVersions();
  execFileSync('mv', [modules, path.join(copy, 'node_modules')]);
}
if (values['pending-moves']) applyPendingMoves();
const installed = JSON.parse(
  readFileSync(path.join(copy, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;
// The Rspack that Docusaurus Faster uses (the site's own @rspack/core, for unit tests, may be another version).
const rspackVersion = (() => {
  try {
    const fromFaster = createRequire(path.join(copy, 'node_modules/@docusaurus/faster/package.json'));
    return JSON.parse(readFileSync(fromFaster.resolve('@rspack/core/package.json'), 'utf8')).version;
  } catch {
    return 'not found';
  }
})();
log(`@docusaurus/core ${installed}, @rspack/core ${rspackVersion}`);

// 1. Guards: which framework files changed, by entry.
const recorded = JSON.parse(readFileSync(path.join(siteDir, 'tests/unit/data/framework-guards.json'), 'utf8'));
const fired = firedGuards(recorded, copy);

// 2. Build.
rmSync(path.join(copy, 'node_modules/.cache/rspack'), {recursive: true, force: true});
const started = Date.now();
const build = run('npx', ['docusaurus', 'build'], {cwd: copy, env});
const buildOutput = `${build.stdout}\n${build.stderr}`;
writeFileSync(path.join(scratch, 'build.log'), buildOutput);
const built = build.status === 0;
log(
  `build ${built ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s (log: ${path.join(scratch, 'build.log')})`,
);

// 3. Browser suite against that build.
let e2e = {status: null, summary: 'not run (build failed)'};
if (built) {
  const specs = values['all-specs'] ? [] : (values.specs?.split(',') ?? sampleSpecs);
  const result = run('npx', ['playwright', 'test', ...specs, '--reporter=line'], {cwd: copy, env});
  writeFileSync(path.join(scratch, 'e2e.log'), `${result.stdout}\n${result.stderr}`);
  const summary = `${result.stdout}`
    .split('\n')
    .filter((line) => /^\s*\d+ (passed|failed|flaky|skipped)/.test(line))
    .join(', ');
  e2e = {status: result.status, summary: summary || 'no summary (see e2e.log)'};
  log(
    `browser tests (${specs.length ? specs.join(' ') : 'all'}): ${e2e.summary} (log: ${path.join(scratch, 'e2e.log')})`,
  );
}

// 4. Report: entries that fired (a guard, or the build naming the entry in an error or warning).
const entries = new Map();
const fire = (entry, reason) => entries.set(entry, [...(entries.get(entry) ?? []), reason]);
for (const guard of fired)
  fire(guard.entry, `${guard.missing ? 'missing' : `changed (${guard.comparison})`}: ${guard.file}`);
for (const line of buildOutput.split('\n')) {
  const match =
    /framework-internals[\\/]([\w-]+)/.exec(line) ??
    /\[(site-config-trim|route-shards|unused-css|minify-cache|code-unit-sort|prism-bundled-themes)\]/.exec(line);
  if (match && /error|warn|throw|fail/i.test(line)) fire(match[1], `build: ${line.trim().slice(0, 200)}`);
}
const errors = buildOutput
  .split('\n')
  .filter((line) => /\[ERROR\]|Error:|Module not found|was not found in/.test(line));

console.log(`\nDocusaurus ${installed} (Rspack ${rspackVersion}, Node.js ${nodeVersion})`);
console.log(`build: ${built ? 'passed' : 'FAILED'}; browser tests: ${e2e.summary}`);
if (!built)
  console.log(
    `first build errors:\n${errors
      .slice(0, 12)
      .map((line) => `  ${line.trim().slice(0, 240)}`)
      .join('\n')}`,
  );
console.log(`\nentries and guards that fired (${entries.size}):`);
for (const [entry, reasons] of [...entries].sort())
  console.log(`- ${entry}\n${reasons.map((reason) => `    ${reason}`).join('\n')}`);
if (entries.size === 0) console.log('- none');
writeFileSync(
  path.join(scratch, 'report.json'),
  JSON.stringify(
    {
      version: installed,
      rspack: rspackVersion,
      node: nodeVersion,
      built,
      e2e,
      fired,
      entries: Object.fromEntries(entries),
      errors: errors.slice(0, 50),
    },
    null,
    2,
  ),
);
process.exit(built && e2e.status === 0 ? 0 : 1);
