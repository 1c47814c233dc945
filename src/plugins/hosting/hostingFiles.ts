/**
 * Pure half of the hosting plugin: reads built pages and writes the host configuration files. Unit-tested in
 * __tests__/hostingFiles.test.ts; src/config/hosting.ts holds the rules.
 */
import {createHash} from 'node:crypto';
import {
  cacheRules,
  contentSecurityPolicy,
  defaultCacheControl,
  privatePaths,
  securityHeaders,
  widerPolicies,
} from '../../config/hosting';

/** Script types a browser executes (CSP applies to them); JSON-LD and other data blocks are not scripts. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script of a page that the browser would execute, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1]!;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!executableTypes.has(type)) continue;
    scripts.push(match[2]!);
  }
  return scripts;
}

/** CSP source for an inline script: the hash covers the exact text between the tags. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** A page the client-redirects plugin wrote: where it sends the reader, or null for a real page. */
export function redirectTarget(html: string): string | null {
  if (html.length > 2000) return null;
  return /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1] ?? null;
}

export type BuiltPage = {
  /** URL path of the page (`/docs/intro/`, `/404.html`). */
  readonly path: string;
  readonly html: string;
};

export type SiteScan = {
  /** Hash sources of the inline scripts of all real pages, sorted. */
  readonly scriptHashes: string[];
  /** Pages that get a wider policy, and which. */
  readonly widerPages: {path: string; allowEval: boolean; frameableBySelf: boolean}[];
  /** Redirect pages: from → to. */
  readonly redirects: {from: string; to: string}[];
};

/**
 * Scans built pages one at a time, so that a caller reading them from disk holds a single page in memory, not the
 * whole site. `result()` gives the same scan as `scanSite` over the same pages, whatever their order.
 */
export function createSiteScanner(): {add(page: BuiltPage): void; result(): SiteScan} {
  const hashes = new Set<string>();
  const widerPages: SiteScan['widerPages'] = [];
  const redirects: SiteScan['redirects'] = [];
  return {
    add({path, html}) {
      const target = redirectTarget(html);
      if (target !== null) {
        // Redirect pages are answered by the server's redirect: their own inline script is never served.
        redirects.push({from: path, to: target});
        return;
      }
      for (const script of inlineScripts(html)) hashes.add(scriptHashSource(script));
      const allowEval = widerPolicies.allowEval(html);
      const frameableBySelf = widerPolicies.frameableBySelf(path);
      if (allowEval || frameableBySelf) widerPages.push({path, allowEval, frameableBySelf});
    },
    result() {
      const byPath = (a: {path?: string; from?: string}, b: {path?: string; from?: string}) =>
        (a.path ?? a.from!).localeCompare(b.path ?? b.from!);
      return {
        scriptHashes: [...hashes].sort(),
        widerPages: [...widerPages].sort(byPath),
        redirects: [...redirects].sort(byPath),
      };
    },
  };
}

export function scanSite(pages: Iterable<BuiltPage>): SiteScan {
  const scanner = createSiteScanner();
  for (const page of pages) scanner.add(page);
  return scanner.result();
}

function policyOf(scan: SiteScan, page?: {allowEval: boolean; frameableBySelf: boolean}): string {
  return contentSecurityPolicy({scriptHashes: scan.scriptHashes, ...page});
}

/**
 * `_headers` for Netlify and Cloudflare Pages. Both apply every rule whose path matches. For a header named in
 * several matching rules, Netlify keeps the last value; Cloudflare joins the values, so the page rules first detach
 * the site-wide policy (`! Content-Security-Policy`) when `detach` is set (Cloudflare builds set CF_PAGES).
 */
export function renderHeadersFile(scan: SiteScan, {detach = false}: {detach?: boolean} = {}): string {
  type Line = [name: string, value: string] | [detached: string];
  const rule = (path: string, lines: Line[]) =>
    [path, ...lines.map((line) => (line.length === 2 ? `  ${line[0]}: ${line[1]}` : `  ! ${line[0]}`))].join('\n');
  const replacing = (name: string, value: string): Line[] => [...(detach ? [[name] as Line] : []), [name, value]];
  const rules = [
    '# Written by src/plugins/hosting from src/config/hosting.ts after each build. Do not edit.',
    rule('/*', [
      ...Object.entries(securityHeaders),
      ['Content-Security-Policy', policyOf(scan)],
      ['Cache-Control', defaultCacheControl],
    ]),
    ...cacheRules.map(({path, cacheControl}) =>
      rule(path.endsWith('/') ? `${path}*` : path, replacing('Cache-Control', cacheControl)),
    ),
    ...scan.widerPages.map((page) => rule(page.path, replacing('Content-Security-Policy', policyOf(scan, page)))),
  ];
  return `${rules.join('\n\n')}\n`;
}

/** `_redirects` for Netlify and Cloudflare Pages: one permanent redirect per redirect page (both URL forms). */
export function renderRedirectsFile(scan: SiteScan): string {
  const lines = ['# Written by src/plugins/hosting from the client redirects (src/config/redirects.ts). Do not edit.'];
  for (const {from, to} of scan.redirects) {
    // Fields are separated by spaces, so a space inside a path is written %20.
    for (const variant of pathVariants(from))
      lines.push(`${variant.replaceAll(' ', '%20')} ${to.replaceAll(' ', '%20')} 301`);
  }
  return `${lines.join('\n')}\n`;
}

/** A directory page answers with and without its trailing slash. */
function pathVariants(path: string): string[] {
  if (path.endsWith('/') && path !== '/') return [path, path.slice(0, -1)];
  return [path];
}

const nginxString = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
const regexEscape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * nginx: `http.conf` (maps, for the `http` block) and `server.conf` (for a `server` block whose `root` is the build).
 * nginx drops the server-level `add_header`s in a location that has its own, so each location repeats all of them.
 */
export function renderNginx(scan: SiteScan): {httpConf: string; serverConf: string} {
  const header = '# Written by src/plugins/hosting from src/config/hosting.ts after each build. Do not edit.';
  const pagePolicies = scan.widerPages.map(
    (page) => `  ~^${regexEscape(page.path)}(index\\.html)?$ ${nginxString(policyOf(scan, page))};`,
  );
  const redirects = scan.redirects.flatMap(({from, to}) => {
    const exact = from.endsWith('/') ? [from, `${from}index.html`, from.slice(0, -1)] : [from];
    return exact.filter((path) => path !== '').map((path) => `  ${nginxString(path)} ${nginxString(to)};`);
  });
  const httpConf = [
    header,
    '',
    '# Long keys (URL paths) in the maps below.',
    'map_hash_bucket_size 256;',
    'map_hash_max_size 8192;',
    '',
    '# The policy of the page being served (by URI); other responses get none.',
    'map $uri $docusaurus_page_csp {',
    `  default ${nginxString(policyOf(scan))};`,
    ...pagePolicies,
    '}',
    'map $sent_http_content_type $docusaurus_csp {',
    '  ~^text/html $docusaurus_page_csp;',
    '  default "";',
    '}',
    '',
    '# The query of the request follows a redirect, unless the target has its own.',
    'map $docusaurus_redirect $docusaurus_redirect_args {',
    '  ~\\? "";',
    '  default $is_args$args;',
    '}',
    '',
    '# Redirect pages of the client-redirects plugin, answered by the server.',
    'map $uri $docusaurus_redirect {',
    '  default "";',
    ...redirects,
    '}',
    '',
  ].join('\n');

  const headerLines = (cacheControl: string) =>
    [
      ...Object.entries(securityHeaders).map(([name, value]) => `    add_header ${name} ${nginxString(value)} always;`),
      '    add_header Content-Security-Policy $docusaurus_csp always;',
      `    add_header Cache-Control ${nginxString(cacheControl)} always;`,
    ].join('\n');
  const location = (match: string, cacheControl: string, extra: string[] = []) =>
    [`  location ${match} {`, ...extra.map((line) => `    ${line}`), headerLines(cacheControl), '  }'].join('\n');

  const serverConf = [
    header,
    '',
    'charset utf-8;',
    '# The Markdown copies of the docs (and the other text formats) are UTF-8 too.',
    'charset_types text/markdown text/plain text/css text/xml application/javascript application/json application/manifest+json;',
    '# Room for a long search query in /search/?q= (the default 8k answers 414 to a pasted error message).',
    'large_client_header_buffers 4 32k;',
    'absolute_redirect off;',
    'index index.html;',
    'gzip on;',
    'gzip_min_length 1024;',
    'gzip_comp_level 6;',
    'gzip_types text/css application/javascript text/javascript application/json application/manifest+json image/svg+xml text/xml application/xml application/rss+xml application/atom+xml text/plain text/markdown;',
    'error_page 404 /404.html;',
    '',
    'if ($docusaurus_redirect) {',
    '  return 301 $docusaurus_redirect$docusaurus_redirect_args;',
    '}',
    '',
    ...privatePaths.map((path) => `location ${path.endsWith('/') ? '^~ ' : '= '}${path} {\n  return 404;\n}`),
    '',
    ...cacheRules.map(({path, cacheControl}) =>
      location(path.endsWith('/') ? `^~ ${path}` : `= ${path}`, cacheControl, ['try_files $uri =404;']),
    ),
    location('/', defaultCacheControl, ['try_files $uri $uri/ =404;']),
    '',
  ].join('\n');
  return {httpConf, serverConf};
}
