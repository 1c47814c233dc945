#!/usr/bin/env node
// Rendered-output check over every page of a production build: no Markdown/MDX source in the text the reader gets,
// images with alt text and an existing file, one h1, no skipped heading level, unique ids.
// Rules: scripts/lib/rendered-check.mjs. Accepted exceptions, each with its reason: scripts/config/rendered-check-allow.json.
// Usage: node scripts/check-rendered.mjs [buildDir]   (default: build). Exits 1 on any finding.
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {htmlFiles} from './lib/html-files.mjs';
import {checkPage, isAllowed, isRedirectPage} from './lib/rendered-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** URL path of a built file: build/docs/intro/index.html → /docs/intro/. */
export function pageUrlOf(buildDir, file) {
  const rel = path.relative(buildDir, file).split(path.sep).join('/');
  return '/' + rel.replace(/(^|\/)index\.html$/, '$1');
}

export async function checkBuild(buildDir, allowList = []) {
  const existsCache = new Map();
  const fileExists = async (urlPath) => {
    if (!existsCache.has(urlPath)) {
      const target = path.join(buildDir, urlPath);
      existsCache.set(
        urlPath,
        target.startsWith(buildDir) &&
          (await stat(target).then(
            (s) => s.isFile() || s.isDirectory(),
            () => false,
          )),
      );
    }
    return existsCache.get(urlPath);
  };
  const findings = [];
  const allowed = [];
  let pages = 0;
  for await (const file of htmlFiles(buildDir)) {
    const html = await readFile(file, 'utf8');
    if (isRedirectPage(html)) continue;
    pages += 1;
    const pageUrl = pageUrlOf(buildDir, file);
    // Collect the image paths first, then check them against the disk (checkPage is synchronous).
    const asked = new Set();
    checkPage(html, {pageUrl, fileExists: (p) => (asked.add(p), true)});
    const known = new Map();
    for (const p of asked) known.set(p, await fileExists(p));
    for (const finding of checkPage(html, {pageUrl, fileExists: (p) => known.get(p) ?? false})) {
      const full = {page: pageUrl, ...finding};
      (isAllowed(full, allowList) ? allowed : findings).push(full);
    }
  }
  return {pages, findings, allowed};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));
  const allowList = JSON.parse(
    await readFile(path.join(root, 'scripts/config/rendered-check-allow.json'), 'utf8'),
  ).allow;
  const started = Date.now();
  const {pages, findings, allowed} = await checkBuild(buildDir, allowList);
  for (const f of findings) console.log(`${f.page}  [${f.rule}]  ${f.snippet}`);
  const unused = allowList.filter((entry) => !allowed.some((f) => isAllowed(f, [entry])));
  for (const entry of unused)
    console.log(`note: allow-list entry matches nothing, remove it: ${entry.page} [${entry.rule}]`);
  const byRule = {};
  for (const f of findings) byRule[f.rule] = (byRule[f.rule] ?? 0) + 1;
  console.log(
    `\nRendered-output check: ${pages} pages, ${findings.length} findings` +
      (findings.length
        ? ` (${Object.entries(byRule)
            .map(([r, n]) => `${r} ${n}`)
            .join(', ')})`
        : '') +
      `, ${allowed.length} allowed by scripts/config/rendered-check-allow.json, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(findings.length ? 1 : 0);
}
