#!/usr/bin/env node
// HTML validator (html-validate, offline) over a fixed sample of built pages covering every kind of page.
// Settings and accepted exceptions, each with its reason: scripts/config/html-validate.json.
// Usage: node scripts/check-html.mjs [buildDir] [--size 60]
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {HtmlValidate} from 'html-validate';
import {htmlFiles} from './lib/html-files.mjs';
import {samplePages} from './lib/page-sample.mjs';
import {isRedirectPage} from './lib/rendered-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * html-validate's configuration from our config file: its `validator` settings, plus element metadata that lets each
 * listed element hold the listed child (the accepted exceptions of the content model).
 */
export function validatorConfig(config) {
  const elements = {};
  for (const {element, permits} of config.elementExceptions ?? []) {
    elements[element] = {permittedContent: ['@phrasing', permits]};
  }
  return {...config.validator, elements: ['html5', elements]};
}

/** Whether a finding is on the accepted list: same rule, and the page matches the entry's `page` regex if it has one. */
export function isAccepted(accept, url, ruleId) {
  return accept.some((entry) => entry.rule === ruleId && (!entry.page || new RegExp(entry.page).test(url)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values, positionals} = parseArgs({allowPositionals: true, options: {size: {type: 'string', default: '60'}}});
  const buildDir = path.resolve(positionals[0] ?? path.join(root, 'build'));
  const started = Date.now();
  const pages = new Map();
  for await (const file of htmlFiles(buildDir)) {
    const rel = '/' + path.relative(buildDir, file).split(path.sep).join('/');
    pages.set(rel.replace(/(^|\/)index\.html$/, '$1'), file);
  }
  const contentPages = [];
  for (const [url, file] of pages) if (!isRedirectPage(await readFile(file, 'utf8'))) contentPages.push(url);
  const config = JSON.parse(await readFile(path.join(root, 'scripts/config/html-validate.json'), 'utf8'));
  const excluded = (config.exclude ?? []).map((entry) => new RegExp(entry.pattern));
  const sample = samplePages(
    contentPages.filter((url) => !excluded.some((re) => re.test(url))),
    Number(values.size),
  );
  const validator = new HtmlValidate(validatorConfig(config));
  let errors = 0;
  let accepted = 0;
  const byRule = {};
  for (const {kind, url} of sample) {
    const report = await validator.validateString(await readFile(pages.get(url), 'utf8'), url);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (isAccepted(config.accept ?? [], url, message.ruleId)) {
          accepted += 1;
          continue;
        }
        errors += 1;
        byRule[message.ruleId] = (byRule[message.ruleId] ?? 0) + 1;
        console.log(`${url} (${kind})  [${message.ruleId}]  ${message.message}  ${message.selector ?? ''}`);
      }
    }
  }
  const kinds = new Set(sample.map((s) => s.kind)).size;
  console.log(
    `\nHTML validation: ${sample.length} pages of ${kinds} kinds, ${errors} problems` +
      (errors
        ? ` (${Object.entries(byRule)
            .map(([r, n]) => `${r} ${n}`)
            .join(', ')})`
        : '') +
      `, ${accepted} accepted by scripts/config/html-validate.json, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exitCode = errors ? 1 : 0;
}
