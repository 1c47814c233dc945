#!/usr/bin/env node
// Link checker: serves build/ on a local port, crawls it with linkinator from the home page and every sitemap URL,
// and fails on any broken link, image, script or stylesheet of the site itself. Offline: links to other sites are not
// requested; absolute links to the site's own origin (canonical URLs, feeds) are checked against the local build.
// Skipped patterns, each with its reason: scripts/config/link-check.json.
// Usage: node scripts/check-links.mjs [buildDir]
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {LinkChecker} from 'linkinator';
import {startNginx} from './lib/nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteOrigin = 'https://docusaurus.io';

/** URLs of the sitemap, moved to the local origin. */
export function sitemapUrls(xml, localOrigin) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(siteOrigin, localOrigin));
}

/** Whether the crawler should leave a URL alone: other sites (offline), and the configured patterns. */
export function shouldSkip(url, localOrigin, patterns) {
  if (!url.startsWith(localOrigin)) return true;
  return patterns.some((pattern) => pattern.test(url));
}

/** How linkinator crawls the local build: recursively, with fragments and stylesheets, never leaving the site. */
export function crawlOptions(localOrigin, patterns) {
  return {
    recurse: true,
    checkFragments: true,
    checkCss: true,
    concurrency: 16,
    timeout: 20000,
    // A local request can still fail at the socket: CI once saw status 0 for one link of ~7,400 that answers on every
    // other run. Retrying network errors and 5xx twice keeps such a blip from failing CI; a link that is really
    // broken fails every attempt and is still reported.
    retryErrors: true,
    retryErrorsCount: 2,
    retryErrorsJitter: 500,
    urlRewriteExpressions: [
      {pattern: new RegExp(`^${siteOrigin.replace(/\./g, '\\.')}(?=/|$)`), replacement: localOrigin},
    ],
    linksToSkip: async (link) => shouldSkip(link, localOrigin, patterns),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.argv[2] ?? path.join(root, 'build'));
  const config = JSON.parse(await readFile(path.join(root, 'scripts/config/link-check.json'), 'utf8'));
  const patterns = config.skip.map((entry) => new RegExp(entry.pattern));
  const started = Date.now();
  const {server, url: origin} = await startNginx({dir: buildDir});
  try {
    const starts = [`${origin}/`, ...sitemapUrls(await readFile(path.join(buildDir, 'sitemap.xml'), 'utf8'), origin)];
    const checker = new LinkChecker();
    const retried = [];
    checker.on('retry', (details) => retried.push(details));
    const result = await checker.check({path: [...new Set(starts)], ...crawlOptions(origin, patterns)});
    // linkinator checks fragments after the crawl without asking linksToSkip, so the patterns apply here too.
    const broken = result.links.filter((link) => link.state === 'BROKEN' && !shouldSkip(link.url, origin, patterns));
    const checked = result.links.filter((link) => link.state === 'OK').length;
    for (const link of broken) {
      console.log(
        `${link.status ?? 'error'}  ${link.url.replace(origin, '')}  (linked from ${String(link.parent ?? '?').replace(origin, '')})`,
      );
      for (const failure of link.failureDetails ?? []) {
        if (failure instanceof Error)
          console.log(`    ${failure.name}: ${failure.message}${failure.cause ? ` (${failure.cause})` : ''}`);
      }
    }
    for (const {url, status} of retried) console.log(`retried after status ${status}: ${url.replace(origin, '')}`);
    console.log(
      `\nLink check: ${checked} URLs answered, ${broken.length} broken, ` +
        `${result.links.length - checked - broken.length} skipped (other sites and scripts/config/link-check.json), ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    process.exitCode = broken.length ? 1 : 0;
  } finally {
    server.close();
  }
}
