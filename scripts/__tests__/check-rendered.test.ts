import {readFileSync} from 'node:fs';
import {mkdtemp, mkdir, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {checkPage, classifyImageSource, isAllowed, isRedirectPage, srcsetUrls} from '../lib/rendered-check.mjs';
import {checkBuild, pageUrlOf} from '../check-rendered.mjs';

const fixtures = path.join(__dirname, 'fixtures/rendered-check');
const fixture = (name: string) => readFileSync(path.join(fixtures, `${name}.html`), 'utf8');
const existing = new Set(['/img/logo.svg']);
const fileExists = (urlPath: string) => existing.has(urlPath);
const rulesOf = (html: string, pageUrl = '/page/') =>
  checkPage(html, {pageUrl, fileExists}).map((f: {rule: string}) => f.rule);

describe('checkPage', () => {
  it('passes a clean page, whose code blocks, inline code and KaTeX source may hold any syntax', () => {
    expect(checkPage(fixture('clean'), {pageUrl: '/page/', fileExists})).toEqual([]);
  });

  it.each([
    ['admonition-fence', ':::tip Just exploring?'],
    ['mdx-comment', '{/* a comment'],
    ['heading-id', 'Setup {#setup}'],
    ['markdown-bold', '**not bold**'],
    ['markdown-link', '[the guide](/docs/guide/)'],
    ['raw-math', '$$ E = mc^2 $$'],
    ['jsx-as-text', '<Tabs groupId="npm">'],
  ])('reports %s with the source that reached the reader', (rule, source) => {
    const findings = checkPage(fixture(rule), {pageUrl: '/page/', fileExists});
    expect(findings.length).toBeGreaterThan(0);
    expect(new Set(findings.map((f: {rule: string}) => f.rule))).toEqual(new Set([rule]));
    expect(findings[0].snippet).toContain(source);
  });

  it('reports an image without alt, and an empty alt on an image that is all its link says', () => {
    const findings = checkPage(fixture('img-alt'), {pageUrl: '/page/', fileExists});
    expect(findings.map((f: {rule: string}) => f.rule)).toEqual(['img-alt', 'img-alt']);
    expect(findings[0].snippet).toContain('no alt attribute');
    expect(findings[1].snippet).toContain('only content of its link');
  });

  it('reports image files missing from the build, in src and srcset, and an image without src', () => {
    const findings = checkPage(fixture('img-src'), {pageUrl: '/page/', fileExists});
    expect(findings.map((f: {rule: string; snippet: string}) => [f.rule, f.snippet.replace(/^.*: /, '')])).toEqual([
      ['img-src', '/img/missing.png is not in the build'],
      ['img-src', 'empty src'],
      ['img-src', '/img/missing@2x.png is not in the build'],
    ]);
  });

  it('reports images loaded from another origin (the site works offline)', () => {
    expect(rulesOf(fixture('img-external'))).toEqual(['img-external']);
  });

  it('resolves relative image paths against the page URL', () => {
    const html = '<main><h1>P</h1><img src="../../img/logo.svg" alt="Logo"><img src="logo.svg" alt="Logo"></main>';
    expect(checkPage(html, {pageUrl: '/docs/page/', fileExists}).map((f: {snippet: string}) => f.snippet)).toEqual([
      '<img src="logo.svg">: /docs/page/logo.svg is not in the build',
    ]);
  });

  it('reports two h1, and a page without h1', () => {
    expect(rulesOf(fixture('one-h1'))).toEqual(['one-h1']);
    expect(rulesOf('<main><h2>Only a subtitle</h2></main>')).toEqual(['one-h1', 'heading-skip']);
  });

  it('reports a skipped heading level, including a heading before the h1 that starts too deep', () => {
    expect(rulesOf(fixture('heading-skip'))).toEqual(['heading-skip']);
    const sidebarFirst = '<aside><h3>2025</h3></aside><main><h1>Post</h1><h2>Part</h2></main>';
    expect(checkPage(sidebarFirst, {fileExists})).toEqual([{rule: 'heading-skip', snippet: 'h- → h3 "2025"'}]);
  });

  it('reports duplicate ids', () => {
    expect(checkPage(fixture('duplicate-id'), {fileExists})).toEqual([{rule: 'duplicate-id', snippet: 'id="x" ×2'}]);
  });

  it('reads source text only in the main content, but the structure of the whole document', () => {
    const html = '<nav><p>**menu**</p></nav><main><h1>P</h1></main><footer><h1>Second</h1></footer>';
    expect(rulesOf(html)).toEqual(['one-h1']);
  });
});

describe('helpers', () => {
  it('splits srcset candidates, keeping the commas of data URLs', () => {
    expect(srcsetUrls('a.png 1x, b.png 2x')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('data:image/png;base64,AAA= 10w, /x.png 20w')).toEqual(['data:image/png;base64,AAA=', '/x.png']);
  });

  it('classifies image sources', () => {
    expect(classifyImageSource('data:image/svg+xml;base64,PHN2Zz4=', '/')).toEqual({kind: 'data'});
    expect(classifyImageSource('data:text/html,<b>', '/').kind).toBe('invalid');
    expect(classifyImageSource('//cdn.example.com/a.png', '/').kind).toBe('external');
    expect(classifyImageSource('javascript:alert(1)', '/').kind).toBe('invalid');
    expect(classifyImageSource('./a%20b.png?v=1#x', '/docs/intro/')).toEqual({
      kind: 'local',
      path: '/docs/intro/a b.png',
    });
  });

  it('recognises the redirect pages of the client-redirects plugin', () => {
    expect(isRedirectPage('<html><head><meta http-equiv="refresh" content="0; url=/docs/"></head></html>')).toBe(true);
    expect(isRedirectPage('<main><h1>Page</h1></main>')).toBe(false);
  });

  it('matches allow-list entries by rule, page (or prefix) and snippet', () => {
    const finding = {page: '/tests/docs/toc/bad/', rule: 'heading-skip', snippet: 'h1 → h6 "Level 6"'};
    expect(isAllowed(finding, [{page: '/tests/docs/toc/*', rule: 'heading-skip', reason: 'r'}])).toBe(true);
    expect(isAllowed(finding, [{page: '/tests/docs/toc/bad/', rule: 'one-h1', reason: 'r'}])).toBe(false);
    expect(
      isAllowed(finding, [{page: '/tests/docs/toc/bad/', rule: 'heading-skip', snippet: 'h2 → h5', reason: 'r'}]),
    ).toBe(false);
  });
});

describe('checkBuild', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, {recursive: true, force: true});
  });

  it('checks every HTML file of a build against its files, skips redirect pages and applies the allow-list', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rendered-check-'));
    await mkdir(path.join(dir, 'img'));
    await mkdir(path.join(dir, 'docs/intro'), {recursive: true});
    await writeFile(path.join(dir, 'img/logo.svg'), '<svg/>');
    await writeFile(path.join(dir, 'index.html'), fixture('clean'));
    await writeFile(path.join(dir, 'docs/intro/index.html'), fixture('markdown-bold'));
    await writeFile(path.join(dir, 'old.html'), '<meta http-equiv="refresh" content="0; url=/docs/intro/">');
    await writeFile(path.join(dir, 'skip.html'), fixture('heading-skip'));
    const result = await checkBuild(dir, [{page: '/skip.html', rule: 'heading-skip', reason: 'a fixture'}]);
    expect(result.pages).toBe(3);
    expect(result.findings).toEqual([
      {page: '/docs/intro/', rule: 'markdown-bold', snippet: expect.stringContaining('**not bold**')},
    ]);
    expect(result.allowed).toHaveLength(1);
    expect(pageUrlOf(dir, path.join(dir, 'docs/intro/index.html'))).toBe('/docs/intro/');
  });
});
