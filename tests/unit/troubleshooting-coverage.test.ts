/**
 * The troubleshooting reference (docs/troubleshooting/ and its copy in each docs version) explains every message that
 * the version's @docusaurus/* packages can print, as listed by scripts/list-docusaurus-messages.mjs, and quotes no
 * Docusaurus message that the version does not print. Canary uses this project's packages; 3.7.0 and 3.6.3 use
 * node_modules/.cache/docusaurus-versions/ (`node scripts/install-docs-versions.mjs`) and are skipped without them.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {troubleshootingAreas} from '../../src/data/troubleshooting';
import {quotedMessages} from '../../src/data/troubleshooting/select';
import type {DocsVersionName} from '../../src/data/troubleshooting/types';

const root = path.join(__dirname, '../..');
const versionsDir = process.env.DOCUSAURUS_VERSIONS_DIR ?? path.join(root, 'node_modules/.cache/docusaurus-versions');

type ListedMessage = {package: string; file: string; level: 'error' | 'warn' | 'throw'; text: string; pattern: string};

function listMessages(packagesRoot: string): ListedMessage[] {
  const output = execFileSync('node', [path.join(root, 'scripts/list-docusaurus-messages.mjs'), '--root', packagesRoot, '--json'], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  return JSON.parse(output) as ListedMessage[];
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

const versions: {name: DocsVersionName; docsDir: string; packagesRoot: string | null}[] = [
  {name: 'canary', docsDir: path.join(root, 'docs'), packagesRoot: root},
  ...(['3.7.0', '3.6.3'] as const).map((name) => {
    const dir = path.join(versionsDir, name);
    return {
      name,
      docsDir: path.join(root, `versioned_docs/version-${name}`),
      packagesRoot: existsSync(path.join(dir, 'node_modules/@docusaurus/core/package.json')) ? dir : null,
    };
  }),
];

for (const {name, docsDir, packagesRoot} of versions) {
  describe(`troubleshooting pages of the ${name} docs`, () => {
    it('has one page per area, rendering that area for this version', () => {
      for (const area of troubleshootingAreas) {
        const page = path.join(docsDir, 'troubleshooting', `${area.slug}.mdx`);
        expect(existsSync(page), page).toBe(true);
        expect(readFileSync(page, 'utf8')).toContain(`version="${name}"`);
      }
    });

    if (!packagesRoot) console.log(`troubleshooting coverage: Docusaurus ${name} is not in ${versionsDir}, skipped (node scripts/install-docs-versions.mjs)`);

    it.skipIf(!packagesRoot)("explains every message of the version's packages, and quotes none that it does not print", {timeout: 120_000}, () => {
      if (name !== 'canary') {
        const core = JSON.parse(readFileSync(path.join(packagesRoot!, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {version: string};
        expect(core.version).toBe(name);
      }
      const listed = listMessages(packagesRoot!);
      const quoted = troubleshootingAreas.flatMap((area) =>
        quotedMessages(area, name)
          .filter(({message, entry}) => (message.source ?? entry.source) === 'docusaurus')
          .map(({message, entry}) => ({text: normalize(message.text), page: area.slug, entry: entry.id})),
      );
      const quotedTexts = new Set(quoted.map(({text}) => text));
      const listedTexts = new Set(listed.map(({text}) => normalize(text)));

      const unexplained = [...new Set(listed.filter(({text}) => !quotedTexts.has(normalize(text))).map((m) => `${m.package}/${m.file} (${m.level}): ${m.text}`))];
      const notPrinted = quoted.filter(({text}) => !listedTexts.has(text)).map(({text, page, entry}) => `${page}#${entry}: ${text}`);
      console.log(`troubleshooting ${name}: ${listed.length} messages listed, ${listed.length - unexplained.length} explained, ${quoted.length} quoted`);
      expect(listed.length).toBeGreaterThan(150);
      expect(unexplained, `messages of Docusaurus ${name} that no troubleshooting page explains`).toEqual([]);
      expect(notPrinted, `messages quoted on the ${name} pages that Docusaurus ${name} does not print`).toEqual([]);
    });
  });
}
