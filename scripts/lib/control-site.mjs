// The control of every speed measurement: the site `create-docusaurus` generates (classic template, TypeScript) at
// the Docusaurus version this site uses, installed and built once and kept in a cache folder. The benchmarks
// run it in turn with this site, so that a busy moment of a shared machine weighs on both alike and the figures
// that matter are ratios. It is served by the same nginx setup as this site (scripts/lib/nginx.mjs), with the same
// compression, so both get the same server.
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {cpuCount, machineCpu, treeUsage} from './measure-process.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The Docusaurus version of this site, read from the installed core package. */
export const docusaurusVersion = JSON.parse(
  readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;

/**
 * Where the control lives: outside any node_modules folder (Docusaurus compiles no TypeScript under a path that
 * contains "node_modules", so the template would not build in node_modules/.cache) and outside the worktree (its
 * files are the template's, not this site's: no typecheck, lint or originality check should see them). One folder
 * per worktree, so a cold build of one worktree's control never pulls the files from under another's benchmark.
 * CONTROL_SITE_DIR overrides it; `npm run clear` leaves it alone.
 */
export const controlRoot =
  process.env.CONTROL_SITE_DIR ??
  path.join(
    process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'),
    'docusaurus-website-control',
    createHash('sha256').update(siteDir).digest('hex').slice(0, 12),
  );
/** The generated project (its own node_modules, sources and build/). */
export const controlDir = path.join(controlRoot, `classic-ts-${docusaurusVersion}`);
export const controlBuildDir = path.join(controlDir, 'build');
const readyMarker = path.join(controlDir, '.control-ready.json');

/**
 * The blog post both sites serve with the same text. The template's posts are a few lines each, and the site's audited
 * post is an 18 KB article: next to a template post, the ratio measured how long the article is rather than what the
 * site adds to a post. So the control also gets the site's article, as an unlisted post (kept out of the control's
 * blog list, tags and feeds, so its other pages stay the template's), with the site's own links made absolute (the
 * control has no such pages) and the front matter fields that name the site's tags and images left out.
 */
const sameArticleSlug = 'same-article-as-the-site';
export const sameArticle = {
  source: 'blog/2023/09-29-preparing-your-site-for-docusaurus-v3/index.mdx',
  sitePath: '/blog/preparing-your-site-for-docusaurus-v3/',
  controlFile: `blog/2023-09-29-${sameArticleSlug}/index.mdx`,
  controlPath: `/blog/${sameArticleSlug}/`,
};

/** The control's copy of the site's article (see `sameArticle`). */
export function sameArticleForControl(markdown) {
  const end = markdown.indexOf('\n---', 4);
  const frontMatter = markdown
    .slice(0, end)
    .split('\n')
    .filter((line) => !/^(?:slug|tags|image):/.test(line))
    .concat([`slug: /${sameArticleSlug}`, 'unlisted: true']);
  const body = markdown.slice(end).replaceAll('](/', '](https://docusaurus.io/');
  return `${frontMatter.join('\n')}${body}`;
}

/**
 * Pages of the same kind on both sites. The template has one docs page per tutorial step and four posts; these are
 * the ones a reader lands on first, and the blog post is the same article on both (`sameArticle`).
 */
export const pagePairs = [
  {kind: 'home', site: '/', control: '/'},
  {kind: 'docs page', site: '/docs/installation/', control: '/docs/intro/'},
  {kind: 'docs category', site: '/docs/category/getting-started/', control: '/docs/category/tutorial---basics/'},
  {kind: 'blog list', site: '/blog/', control: '/blog/'},
  {kind: 'blog post', site: sameArticle.sitePath, control: sameArticle.controlPath},
  {kind: 'blog tag', site: '/blog/tags/release/', control: '/blog/tags/docusaurus/'},
  {kind: 'blog tags', site: '/blog/tags/', control: '/blog/tags/'},
];

/** The pair of `sitePath`, or null when the control has no page of that kind. */
export const pairOf = (sitePath) => pagePairs.find((pair) => pair.site === sitePath) ?? null;

/**
 * The nginx rules of the control's build: the compression and caching of this site's generated configuration
 * (src/config/hosting.ts), without the policy headers, which name this site's inline scripts and would block the
 * control's.
 */
const controlHttpConf = `charset utf-8;
absolute_redirect off;
index index.html;
gzip on;
gzip_min_length 1024;
gzip_comp_level 6;
gzip_types text/css application/javascript text/javascript application/json application/manifest+json image/svg+xml text/xml application/xml application/rss+xml application/atom+xml text/plain text/markdown;
error_page 404 /404.html;
`;
const controlServerConf = `location ^~ /assets/ {
  add_header Cache-Control "public, max-age=31536000, immutable";
  try_files $uri =404;
}
location / {
  try_files $uri $uri/ $uri.html =404;
}
`;

function run(command, args, cwd, env = {}) {
  execFileSync(command, args, {cwd, stdio: ['ignore', 'inherit', 'inherit'], env: {...process.env, ...env}});
}

/** Writes the nginx include files scripts/lib/nginx.mjs expects in a build folder. */
export function writeControlNginxConf(buildDir = controlBuildDir) {
  mkdirSync(path.join(buildDir, '_nginx'), {recursive: true});
  writeFileSync(path.join(buildDir, '_nginx/http.conf'), controlHttpConf);
  writeFileSync(path.join(buildDir, '_nginx/server.conf'), controlServerConf);
}

/** True when the control project is generated and installed (its build may still be missing). */
export const controlInstalled = () => existsSync(readyMarker);

/**
 * Generates and installs the control project once (network: the npm registry, ~1 min), and builds it once.
 * Later calls return at once. `rebuild` builds it again (the build itself is what `bench` measures).
 * @returns {{dir: string, buildDir: string, version: string}}
 */
export function ensureControlSite({build = true} = {}) {
  if (!controlInstalled()) {
    rmSync(controlDir, {recursive: true, force: true});
    mkdirSync(controlRoot, {recursive: true});
    console.log(
      `control: generating the classic TypeScript template of Docusaurus ${docusaurusVersion} in ${path.relative(siteDir, controlDir)}`,
    );
    run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${docusaurusVersion}`,
        path.basename(controlDir),
        'classic',
        '--typescript',
        '--skip-install',
      ],
      controlRoot,
    );
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], controlDir);
    writeFileSync(
      readyMarker,
      JSON.stringify({version: docusaurusVersion, createdAt: new Date().toISOString()}, null, 2),
    );
  }
  // The site's article, added to an existing control too: a new or changed copy means a new build.
  const articleFile = path.join(controlDir, sameArticle.controlFile);
  const article = sameArticleForControl(readFileSync(path.join(siteDir, sameArticle.source), 'utf8'));
  if (!existsSync(articleFile) || readFileSync(articleFile, 'utf8') !== article) {
    mkdirSync(path.dirname(articleFile), {recursive: true});
    writeFileSync(articleFile, article);
    rmSync(path.join(controlBuildDir, 'index.html'), {force: true});
  }
  if (build && !existsSync(path.join(controlBuildDir, 'index.html'))) {
    console.log('control: building the template (once)');
    run('npx', ['docusaurus', 'build'], controlDir);
  }
  if (existsSync(controlBuildDir)) writeControlNginxConf();
  return {dir: controlDir, buildDir: controlBuildDir, version: docusaurusVersion};
}

/**
 * Runs `measure` on the template as `create-docusaurus` makes it: the same-article post (`sameArticle`), which only the
 * blog post pair needs, is hidden for the time (a folder whose name starts with `_` is left out by the blog plugin's
 * default `exclude`), so build and dev-server figures are the plain site's. The 18 KB article with 40 code blocks
 * made the control's first `npm start` about 1.5 s slower. The control build left behind lacks the article, so it is
 * marked stale: the next `ensureControlSite()` builds it again with the article.
 */
export async function withPlainTemplate(measure) {
  const shown = path.join(controlDir, path.dirname(sameArticle.controlFile));
  const hidden = path.join(path.dirname(shown), `_${path.basename(shown)}`);
  // A run killed while measuring leaves the hidden copy behind; `ensureControlSite()` has written the article again
  // since, and a rename onto the old copy would fail.
  if (existsSync(hidden)) {
    if (existsSync(shown)) rmSync(hidden, {recursive: true, force: true});
    else renameSync(hidden, shown);
  }
  renameSync(shown, hidden);
  try {
    return await measure();
  } finally {
    renameSync(hidden, shown);
    rmSync(path.join(controlBuildDir, 'index.html'), {force: true});
  }
}

/** The machine's load now: 1-minute load average and core count, for every printed figure. */
export function loadNow() {
  const [one] = readFileSync('/proc/loadavg', 'utf8').split(' ').map(Number);
  return one;
}

const median = (numbers) => {
  const sorted = [...numbers].filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export {median};

/** `site / control`, printed with two decimals ("—" when the control is 0 or missing). */
export function ratio(site, control) {
  if (!Number.isFinite(site) || !Number.isFinite(control) || control === 0) return NaN;
  return site / control;
}
export const formatRatio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');

/**
 * The median of per-round ratios: each round runs the site and the control back to back, so a ratio within a
 * round cancels most of the machine's load at that moment, which a ratio of two medians would not.
 */
export function medianRatio(siteValues, controlValues) {
  return median(pairedRatios(siteValues, controlValues));
}

/** The ratio of each round whose two figures exist, in round order (a failed run leaves its round out). */
export function pairedRatios(siteValues, controlValues) {
  const rounds = Math.min(siteValues.length, controlValues.length);
  const ratios = [];
  for (let i = 0; i < rounds; i += 1) {
    const value = ratio(siteValues[i], controlValues[i]);
    if (Number.isFinite(value)) ratios.push(value);
  }
  return ratios;
}

/**
 * Starts watching the machine: `stop()` returns the 1-minute load average at that moment and the share of the
 * machine's CPU that processes outside this one's tree (this script, its browser, its servers) used meanwhile.
 */
export function watchLoad() {
  const cpuBefore = machineCpu();
  const ownBefore = treeUsage(process.pid).cpuMs;
  const started = performance.now();
  return {
    stop() {
      const wallMs = performance.now() - started;
      const machineBusyMs = ((machineCpu().busy - cpuBefore.busy) / 100) * 1000;
      const ownMs = treeUsage(process.pid).cpuMs - ownBefore;
      const othersShare = Math.max(0, Math.min(1, (machineBusyMs - ownMs) / (wallMs * cpuCount())));
      return {loadavg: loadNow(), othersShare};
    },
  };
}

/** "load 5.2, others 61 % CPU" for one or more watchLoad() results (their medians). */
export function describeLoad(samples) {
  const list = Array.isArray(samples) ? samples : [samples];
  return `load ${median(list.map((s) => s.loadavg)).toFixed(1)}, others ${Math.round(median(list.map((s) => s.othersShare)) * 100)} % CPU`;
}
