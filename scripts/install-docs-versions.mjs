#!/usr/bin/env node
// Installs Docusaurus 3.7.0 and 3.6.3 (core, the classic preset and the plugins the docs configure) into
// node_modules/.cache/docusaurus-versions/<version>/, so that tests/unit/docs-examples.test.ts can validate the
// examples of each versioned docs copy with that version's own packages. About 300 MB and a minute per version, and it
// needs the npm registry: it is a developer's step, not part of `npm test` (where that test then says it is skipped).
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const versionsDir = process.env.DOCUSAURUS_VERSIONS_DIR ?? path.join(root, 'node_modules/.cache/docusaurus-versions');
const packages = [
  'core',
  'preset-classic',
  'plugin-pwa',
  'plugin-client-redirects',
  'plugin-ideal-image',
  'theme-mermaid',
  'theme-live-codeblock',
  'plugin-vercel-analytics',
  'plugin-rsdoctor',
  'plugin-google-analytics',
  'plugin-debug',
];
// plugin-svgr exists from 3.7.0.
const extra = {'3.7.0': ['plugin-svgr'], '3.6.3': []};

for (const version of process.argv.slice(2).length ? process.argv.slice(2) : ['3.7.0', '3.6.3']) {
  const dir = path.join(versionsDir, version);
  mkdirSync(dir, {recursive: true});
  // The sharp that old plugin-ideal-image asks for downloads its binary from GitHub; the site's pinned one is on npm.
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({name: `docusaurus-${version}`, private: true, overrides: {sharp: '0.34.5'}}),
  );
  const specs = [...packages, ...(extra[version] ?? [])].map((name) => `@docusaurus/${name}@${version}`);
  console.log(`installing Docusaurus ${version} into ${path.relative(root, dir)}`);
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', ...specs, 'react@18', 'react-dom@18'],
    {cwd: dir, stdio: 'inherit'},
  );
}
