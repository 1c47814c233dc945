import {execFile} from 'node:child_process';
import {mkdtemp, mkdir, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterEach, describe, expect, it} from 'vitest';
import {samplePages} from '../lib/page-sample.mjs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {LinkChecker} from 'linkinator';
import {crawlOptions, shouldSkip, sitemapUrls} from '../check-links.mjs';
import {isAccepted, validatorConfig} from '../check-html.mjs';
import {writeHostingFiles} from '../../src/plugins/hosting/index';

const run = promisify(execFile);
const scripts = path.resolve(__dirname, '..');
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body><main><h1>T</h1>${body}</main></body></html>`;

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, {recursive: true, force: true});
  dir = undefined;
});

async function site(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), 'site-checks-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), {recursive: true});
    await writeFile(path.join(dir, name), content);
  }
  // The link checker serves the site through nginx with the configuration the build writes.
  await writeHostingFiles(dir);
  return dir;
}

async function exitCodeOf(script: string, buildDir: string): Promise<{code: number; output: string}> {
  try {
    const {stdout} = await run('node', [path.join(scripts, script), buildDir]);
    return {code: 0, output: stdout};
  } catch (error) {
    const failed = error as {code: number; stdout: string};
    return {code: failed.code, output: failed.stdout};
  }
}

describe('check-links', () => {
  const sitemap = '<urlset><url><loc>https://docusaurus.io/docs/</loc></url></urlset>';

  it('fails on a broken link of the site, with its page', async () => {
    const buildDir = await site({
      'index.html': page('<a href="/docs/">Docs</a>'),
      'docs/index.html': page(
        '<a href="/assets/files/list-1a2b.txt/">Download</a><a href="https://example.com/">Away</a>',
      ),
      'assets/files/list-1a2b.txt': 'text',
      'sitemap.xml': sitemap,
    });
    const {code, output} = await exitCodeOf('check-links.mjs', buildDir);
    expect(code).toBe(1);
    expect(output).toMatch(/404 {2}\/assets\/files\/list-1a2b\.txt\/ {2}\(linked from \/docs\/\)/);
    expect(output).toContain('1 broken');
  }, 30000);

  it('passes a site whose links all answer, without requesting other sites', async () => {
    const buildDir = await site({
      'index.html': page('<a href="/docs/">Docs</a><a href="https://docusaurus.io/docs/">Canonical</a>'),
      'docs/index.html': page(
        '<a href="/assets/files/list-1a2b.txt">Download</a><a href="https://example.com/">Away</a>',
      ),
      'assets/files/list-1a2b.txt': 'text',
      'sitemap.xml': sitemap,
    });
    const {code, output} = await exitCodeOf('check-links.mjs', buildDir);
    expect(output).toContain('0 broken');
    expect(code).toBe(0);
  }, 30000);

  it('asks again when a request fails at the socket, and still reports a link that never answers', async () => {
    // /flaky/ drops its first connection (what CI once saw as a status-0 link); /gone/ drops every one.
    const attempts = new Map<string, number>();
    const server = http.createServer((request, response) => {
      const url = request.url ?? '/';
      attempts.set(url, (attempts.get(url) ?? 0) + 1);
      if (url === '/gone/' || (url === '/flaky/' && attempts.get(url) === 1)) return void request.socket.destroy();
      response.setHeader('content-type', 'text/html');
      response.end(url === '/' ? page('<a href="/flaky/">F</a><a href="/gone/">G</a>') : page(''));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const result = await new LinkChecker().check({
        path: `${origin}/`,
        ...crawlOptions(origin, []),
        retryErrorsJitter: 0,
      });
      const stateOf = (pathname: string) => result.links.find((link) => link.url === origin + pathname)?.state;
      expect(stateOf('/flaky/')).toBe('OK');
      expect(attempts.get('/flaky/')).toBeGreaterThan(1);
      expect(stateOf('/gone/')).toBe('BROKEN');
    } finally {
      server.close();
    }
  }, 30000);

  it('moves sitemap URLs to the local server and skips other origins', () => {
    expect(sitemapUrls('<loc>https://docusaurus.io/blog/</loc>', 'http://127.0.0.1:9')).toEqual([
      'http://127.0.0.1:9/blog/',
    ]);
    expect(shouldSkip('https://example.com/', 'http://127.0.0.1:9', [])).toBe(true);
    expect(shouldSkip('http://127.0.0.1:9/x/', 'http://127.0.0.1:9', [/\/x\//])).toBe(true);
    expect(shouldSkip('http://127.0.0.1:9/y/', 'http://127.0.0.1:9', [/\/x\//])).toBe(false);
  });
});

describe('check-html', () => {
  it('fails on invalid markup in the sample', async () => {
    const buildDir = await site({
      'index.html': page('<p><div>block in a paragraph</div></p><form><input name="q"></form>'),
    });
    const {code, output} = await exitCodeOf('check-html.mjs', buildDir);
    expect(code).toBe(1);
    expect(output).toContain('[wcag/h32]');
  }, 30000);

  it('passes valid pages', async () => {
    const buildDir = await site({'index.html': page('<p>Fine.</p>'), 'docs/index.html': page('<ul><li>One</li></ul>')});
    const {code, output} = await exitCodeOf('check-html.mjs', buildDir);
    expect(output).toContain('2 pages');
    expect(code).toBe(0);
  }, 30000);

  it('builds the element exceptions and matches accepted findings by rule and page', () => {
    const config = validatorConfig({
      validator: {extends: ['html-validate:standard']},
      elementExceptions: [{element: 'code', permits: 'div'}],
    });
    expect(config.elements).toEqual(['html5', {code: {permittedContent: ['@phrasing', 'div']}}]);
    expect(isAccepted([{rule: 'wcag/h32', page: '^/search/$'}], '/search/', 'wcag/h32')).toBe(true);
    expect(isAccepted([{rule: 'wcag/h32', page: '^/search/$'}], '/blog/', 'wcag/h32')).toBe(false);
  });
});

describe('samplePages', () => {
  it('takes every kind at least once, spread over each kind, within the budget', () => {
    const urls = [
      '/',
      '/404.html',
      ...Array.from({length: 50}, (_, i) => `/docs/page-${String(i).padStart(2, '0')}/`),
      '/blog/',
      '/showcase/',
    ];
    const sample = samplePages(urls, 8);
    expect(sample).toHaveLength(8);
    expect(new Set(sample.map((s: {kind: string}) => s.kind))).toEqual(
      new Set(['home', 'not found', 'docs', 'blog list', 'page']),
    );
    const docs = sample.filter((s: {kind: string}) => s.kind === 'docs').map((s: {url: string}) => s.url);
    expect(docs).toEqual(['/docs/page-00/', '/docs/page-12/', '/docs/page-25/', '/docs/page-37/']);
    expect(samplePages(urls, 8)).toEqual(sample);
  });
});
