/**
 * How the built site is served: response headers, cache rules and the Content-Security-Policy, in one place. The
 * hosting plugin (src/plugins/hosting) turns them, after each build, into `build/_headers` and `build/_redirects`
 * (Netlify, Cloudflare Pages) and into the nginx configuration `build/_nginx/` (see deploy/nginx/). The redirects
 * themselves are the client redirects of src/config/redirects.ts, read back from the pages the redirect plugin wrote.
 */

/** Headers sent with every response. */
export const securityHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Features the site never uses. Only names browsers know: an unknown one is reported in the console.
  'Permissions-Policy': [
    'accelerometer',
    'autoplay',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'usb',
  ]
    .map((feature) => `${feature}=()`)
    .join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export type CacheRule = {
  /** Path prefix (ending with `/`) or exact path. */
  readonly path: string;
  readonly cacheControl: string;
  readonly why: string;
};

const revalidate = 'no-cache';

/** Cache rules, most specific first; anything else (HTML pages included) is revalidated on every visit. */
export const cacheRules: readonly CacheRule[] = [
  {
    path: '/assets/',
    cacheControl: 'public, max-age=31536000, immutable',
    why: 'bundler output: every file name holds a content hash',
  },
  {path: '/sw.js', cacheControl: revalidate, why: 'a stale service worker would keep serving an old site'},
  {path: '/manifest.json', cacheControl: revalidate, why: 'the installed app reads its name and icons from it'},
  {path: '/pagefind/', cacheControl: revalidate, why: 'the search index keeps stable names across builds'},
  {path: '/img/', cacheControl: 'public, max-age=86400', why: 'images keep their names; a day is a compromise'},
];

export const defaultCacheControl = revalidate;

export type CspInput = {
  /** `'sha256-…'` sources of every inline script the built pages contain. */
  readonly scriptHashes: readonly string[];
  /** Pages whose feature evaluates code at run time (the live code editor compiles the reader's code). */
  readonly allowEval?: boolean;
  /** Pages that this site shows inside its own frames (the embed fixture). */
  readonly frameableBySelf?: boolean;
};

/**
 * The Content-Security-Policy of an HTML page. Scripts come from the site and from the hashed inline scripts only;
 * WebAssembly may be compiled (the search engine, Pagefind, is a WASM module). Inline `style` attributes are allowed:
 * the server-rendered HTML carries them (code token colours, Mermaid and KaTeX output), and they cannot run code.
 */
export function contentSecurityPolicy({scriptHashes, allowEval = false, frameableBySelf = false}: CspInput): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, "'wasm-unsafe-eval'", ...(allowEval ? ["'unsafe-eval'"] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [frameableBySelf ? "'self'" : "'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Which pages need a wider policy, decided from their built HTML. */
export const widerPolicies = {
  /** The live code editor (theme-live-codeblock) compiles and runs the reader's code with `new Function`. */
  allowEval: (html: string) => /\bplaygroundContainer_/.test(html),
  /** The embed fixture frames this page of the site. */
  frameableBySelf: (pagePath: string) => pagePath === '/tests/pages/layout-no-children/',
};

/** Files the hosting plugin writes that must never be served. */
export const privatePaths = ['/_headers', '/_redirects', '/_nginx/'];
