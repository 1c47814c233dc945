import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it, vi, afterEach} from 'vitest';
import {
  formatRatio,
  median,
  medianRatio,
  pagePairs,
  pairOf,
  pairedRatios,
  ratio,
  sameArticle,
  sameArticleForControl,
} from '../lib/control-site.mjs';
import {ratioGoals} from '../lib/ratio-goals.mjs';
import {summarizeProfile} from '../lib/cpu-profile.mjs';

describe('control site pairs and ratios', () => {
  it('pairs every page kind that has a ratio goal with a page of the plain site', () => {
    for (const kind of Object.keys(ratioGoals)) {
      const pair = pagePairs.find((candidate) => candidate.kind === kind);
      expect(pair, kind).toBeDefined();
      expect(pair!.control.startsWith('/')).toBe(true);
    }
    expect(pairOf('/docs/installation/')?.control).toBe('/docs/intro/');
    expect(pairOf('/not-audited/')).toBeNull();
  });

  it('pairs the blog post with the same article on the plain site, unlisted and without the site-only fields', () => {
    expect(pairOf(sameArticle.sitePath)).toEqual({
      kind: 'blog post',
      site: sameArticle.sitePath,
      control: sameArticle.controlPath,
    });
    const copy = sameArticleForControl(
      '---\ntitle: T\nslug: /t\nauthors: [slorber]\ntags: [maintenance]\nimage: /img/x.png\n---\n\nSee [v3](/docs/migration/v3/) and [PR](https://github.com/a/b/pull/1).\n',
    );
    expect(copy).toBe(
      '---\ntitle: T\nauthors: [slorber]\nslug: /same-article-as-the-site\nunlisted: true\n---\n\nSee [v3](https://docusaurus.io/docs/migration/v3/) and [PR](https://github.com/a/b/pull/1).\n',
    );
    expect(sameArticle.controlPath).toBe('/blog/same-article-as-the-site/');
  });

  it('computes medians and ratios, and prints a missing control as a dash', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 2])).toBe(2);
    expect(ratio(300, 200)).toBe(1.5);
    expect(ratio(300, 0)).toBeNaN();
    expect(formatRatio(ratio(300, 200))).toBe('1.50×');
    expect(formatRatio(NaN)).toBe('—');
  });

  it('pairs runs by index: a failed run on either side leaves its round out, not the rounds after it', () => {
    // The dev bench's ready times: the site's second run failed (null), so rounds 1 and 3 remain.
    expect(pairedRatios([900, null, 750], [600, 500, 500])).toEqual([1.5, 1.5]);
    expect(pairedRatios([800, 700], [400])).toEqual([2]);
    expect(medianRatio([700, 900, 1000], [500, 500, 500])).toBe(1.8);
    expect(medianRatio([], [])).toBeNaN();
  });
});

describe('the control as the plain template', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('hides the same article while build and dev figures are measured, and marks the build stale after', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'control-site-'));
    vi.stubEnv('CONTROL_SITE_DIR', root);
    vi.resetModules();
    const control = await import('../lib/control-site.mjs');
    const articleDir = path.join(control.controlDir, path.dirname(control.sameArticle.controlFile));
    mkdirSync(articleDir, {recursive: true});
    writeFileSync(path.join(articleDir, 'index.mdx'), 'the article');
    mkdirSync(control.controlBuildDir, {recursive: true});
    writeFileSync(path.join(control.controlBuildDir, 'index.html'), '<html></html>');
    try {
      // During the measurement the blog plugin's default `exclude` (`**/_*/**`) leaves the article's folder out.
      const during = await control.withPlainTemplate(async () => ({
        shown: existsSync(articleDir),
        hidden: existsSync(path.join(path.dirname(articleDir), `_${path.basename(articleDir)}`)),
      }));
      expect(during).toEqual({shown: false, hidden: true});
      expect(existsSync(path.join(articleDir, 'index.mdx'))).toBe(true);
      expect(existsSync(path.join(control.controlBuildDir, 'index.html'))).toBe(false);
      // Back in place when the measurement fails too.
      await expect(
        control.withPlainTemplate(async () => {
          throw new Error('build failed');
        }),
      ).rejects.toThrow('build failed');
      expect(existsSync(path.join(articleDir, 'index.mdx'))).toBe(true);
      // A killed run left a hidden copy, and the article was written again since: the old copy goes.
      const hiddenDir = path.join(path.dirname(articleDir), `_${path.basename(articleDir)}`);
      mkdirSync(hiddenDir);
      writeFileSync(path.join(hiddenDir, 'index.mdx'), 'an old copy');
      expect(await control.withPlainTemplate(async () => existsSync(articleDir))).toBe(false);
      expect(existsSync(path.join(articleDir, 'index.mdx'))).toBe(true);
      expect(existsSync(hiddenDir)).toBe(false);
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });
});

describe('CPU profile summary', () => {
  it('adds self time per script and per function', () => {
    const profile = {
      nodes: [
        {id: 1, callFrame: {functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1}},
        {
          id: 2,
          callFrame: {
            functionName: 'hydrate',
            url: 'http://127.0.0.1:1/assets/js/main.js',
            lineNumber: 0,
            columnNumber: 9,
          },
        },
        {id: 3, callFrame: {functionName: '(idle)', url: '', lineNumber: -1, columnNumber: -1}},
      ],
      samples: [2, 2, 3],
      timeDeltas: [1000, 3000, 5000],
    };
    const summary = summarizeProfile(profile);
    expect(summary).toMatch(/total sampled 9 ms/);
    expect(summary).toMatch(/4 ms {2}\/assets\/js\/main\.js/);
    expect(summary).toMatch(/4 ms {2}hydrate \/assets\/js\/main\.js:1:10/);
  });
});

describe('development defaults (src/config/content.ts)', () => {
  const argv = process.argv;
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.argv = argv;
    process.env.NODE_ENV = nodeEnv;
    delete process.env.FULL_SITE;
    delete process.env.WITH_BLOG;
    vi.resetModules();
  });

  it('keeps every docs version outside the dev server (build, tests, other commands)', async () => {
    const {docsOptions, buildsFullSite} = await import('../../src/config/content');
    expect(buildsFullSite).toBe(true);
    expect(docsOptions.onlyIncludeVersions).toBeUndefined();
  });

  it('builds only the Canary docs under `docusaurus start`, unless FULL_SITE=true', async () => {
    process.argv = ['node', 'docusaurus', 'start', '--port', '3000'];
    process.env.NODE_ENV = 'development';
    const dev = await import('../../src/config/content');
    expect(dev.docsOptions.onlyIncludeVersions).toEqual(['current']);
    vi.resetModules();
    process.env.FULL_SITE = 'true';
    const full = await import('../../src/config/content');
    expect(full.docsOptions.onlyIncludeVersions).toBeUndefined();
  });

  it('leaves the blog and the changelog out of `docusaurus start`; WITH_BLOG=true adds the 10 newest releases, FULL_SITE=true all', async () => {
    const load = async () => {
      vi.resetModules();
      const {plugins} = await import('../../src/config/plugins');
      const {buildsBlog, devLeftOutSections} = await import('../../src/config/content');
      const entry = plugins.find((plugin) => Array.isArray(plugin) && plugin[0] === './src/plugins/changelog/index.ts');
      const changelog = entry ? (entry as [string, {newestReleases?: number}])[1] : undefined;
      return {buildsBlog, changelog, leftOut: devLeftOutSections.map(({path, switch: flag}) => `${path} ${flag}`)};
    };
    const build = await load();
    expect(build.buildsBlog).toBe(true);
    expect(build.changelog?.newestReleases).toBeUndefined();
    expect(build.leftOut).toEqual([]);

    process.argv = ['node', 'docusaurus', 'start'];
    process.env.NODE_ENV = 'development';
    const start = await load();
    expect(start.buildsBlog).toBe(false);
    expect(start.changelog).toBeUndefined();
    expect(start.leftOut).toEqual([
      '/docs/3.7.0/ FULL_SITE=true',
      '/docs/3.6.3/ FULL_SITE=true',
      '/blog/ WITH_BLOG=true',
      '/changelog/ WITH_BLOG=true',
      '/tests/ FULL_SITE=true',
    ]);

    process.env.WITH_BLOG = 'true';
    const withBlog = await load();
    expect(withBlog.buildsBlog).toBe(true);
    expect(withBlog.changelog?.newestReleases).toBe(10);
    expect(withBlog.leftOut).toContain('/changelog/ FULL_SITE=true');
    expect(withBlog.leftOut).not.toContain('/blog/ WITH_BLOG=true');

    process.env.FULL_SITE = 'true';
    const full = await load();
    expect(full.changelog?.newestReleases).toBeUndefined();
    expect(full.leftOut).toEqual([]);
  });

  it("turns the classic preset's blog off in `docusaurus start` unless WITH_BLOG=true", async () => {
    const blogOption = async () => {
      vi.resetModules();
      const {default: config} = await import('../../docusaurus.config');
      const [, preset] = config.presets![0] as [string, {blog: unknown}];
      return preset.blog;
    };
    expect(await blogOption()).toMatchObject({path: 'blog'});
    process.argv = ['node', 'docusaurus', 'start'];
    process.env.NODE_ENV = 'development';
    expect(await blogOption()).toBe(false);
    process.env.WITH_BLOG = 'true';
    expect(await blogOption()).toMatchObject({path: 'blog'});
  });
});
