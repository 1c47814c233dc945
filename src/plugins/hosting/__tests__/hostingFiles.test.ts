import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {cacheRules, securityHeaders} from '../../../config/hosting';
import {
  inlineScripts,
  redirectTarget,
  renderHeadersFile,
  renderNginx,
  renderRedirectsFile,
  scanSite,
  scriptHashSource,
} from '../hostingFiles';

// Shaped like a built page: minified attributes, a JSON-LD block, an external script and two inline scripts.
const colourModeScript = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
const announcementScript = 'try{localStorage.getItem("x")}catch(e){}';
const page = (scripts = [colourModeScript, announcementScript], extra = '') =>
  [
    '<!doctype html><html lang=en><head><meta charset=UTF-8>',
    '<script type=application/ld+json>{"@context":"https://schema.org"}</script>',
    '<script src=/assets/js/main.123.js defer></script>',
    `</head><body>${scripts.map((script) => `<script>${script}</script>`).join('')}${extra}</body></html>`,
  ].join('');
const redirectPage =
  '<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset="UTF-8">\n    <meta http-equiv="refresh" content="0; url=/community/support/">\n' +
  "  </head>\n  <script>\n    window.location.href = '/community/support/' + window.location.search;\n  </script>\n</html>";

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes exactly the executable inline scripts of a page, not data blocks or external scripts', () => {
    expect(inlineScripts(page())).toEqual([colourModeScript, announcementScript]);
    expect(scanSite([{path: '/', html: page()}]).scriptHashes).toEqual(
      [sha256(colourModeScript), sha256(announcementScript)].sort(),
    );
    expect(scriptHashSource(colourModeScript)).toBe(sha256(colourModeScript));
  });

  it('a changed inline script changes the policy', () => {
    const before = renderHeadersFile(scanSite([{path: '/', html: page()}]));
    const after = renderHeadersFile(
      scanSite([{path: '/', html: page([colourModeScript.replace('light', 'dark'), announcementScript])}]),
    );
    expect(after).not.toBe(before);
    expect(after).toContain(sha256(colourModeScript.replace('light', 'dark')));
    expect(after).not.toContain(sha256(colourModeScript));
  });

  it('leaves the scripts of redirect pages out: the server answers those paths', () => {
    const scan = scanSite([
      {path: '/', html: page()},
      {path: '/docs/support/', html: redirectPage},
    ]);
    expect(scan.scriptHashes).toHaveLength(2);
    expect(scan.redirects).toEqual([{from: '/docs/support/', to: '/community/support/'}]);
    expect(redirectTarget(page())).toBeNull();
  });
});

describe('host files', () => {
  const scan = scanSite([
    {path: '/', html: page()},
    {path: '/docs/playground/', html: page(undefined, '<div class=playgroundContainer_XwyR></div>')},
    {path: '/docs/support/', html: redirectPage},
  ]);
  const headersFile = renderHeadersFile(scan);
  const nginx = renderNginx(scan);

  it('_headers and nginx carry every security header and cache rule', () => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(headersFile).toContain(`  ${name}: ${value}`);
      expect(nginx.serverConf).toContain(`add_header ${name} "${value}" always;`);
    }
    for (const {path, cacheControl} of cacheRules) {
      expect(headersFile).toContain(`${path.endsWith('/') ? `${path}*` : path}\n  Cache-Control: ${cacheControl}`);
      expect(nginx.serverConf).toMatch(
        new RegExp(`location (\\^~|=) ${path.replace(/[.]/g, '\\.')} \\{[^}]*Cache-Control "${cacheControl}"`),
      );
    }
  });

  it('the strict policy everywhere, eval only on the live editor page', () => {
    const policies = [...headersFile.matchAll(/Content-Security-Policy: (.*)/g)].map((match) => match[1]!);
    expect(policies).toHaveLength(2);
    expect(policies[0]).not.toContain("'unsafe-eval'");
    expect(policies[1]).toContain("'unsafe-eval'");
    expect(headersFile).toContain('/docs/playground/\n');
    expect(nginx.httpConf).toContain('~^/docs/playground/(index\\.html)?$');
    for (const policy of policies) {
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("form-action 'self'");
      expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain(
        "'unsafe-inline'",
      );
    }
  });

  it('Cloudflare builds detach the site-wide value before a page replaces it', () => {
    expect(renderHeadersFile(scan, {detach: true})).toContain(
      '/docs/playground/\n  ! Content-Security-Policy\n  Content-Security-Policy:',
    );
    expect(headersFile).not.toContain('! ');
  });

  it('redirects in both URL forms, for the hosts and for nginx', () => {
    expect(renderRedirectsFile(scan)).toContain(
      '/docs/support/ /community/support/ 301\n/docs/support /community/support/ 301',
    );
    expect(nginx.httpConf).toContain('"/docs/support/" "/community/support/";');
    expect(nginx.httpConf).toContain('"/docs/support/index.html" "/community/support/";');
    expect(nginx.serverConf).toContain('return 301 $docusaurus_redirect$docusaurus_redirect_args;');
  });

  it('writes a path with a space as %20 in _redirects (its fields are space-separated), as it is for nginx', () => {
    const spaced = scanSite([{path: '/changelog/V2 Changelog/', html: redirectPage}]);
    expect(renderRedirectsFile(spaced)).toContain(
      '/changelog/V2%20Changelog/ /community/support/ 301\n/changelog/V2%20Changelog /community/support/ 301',
    );
    expect(renderNginx(spaced).httpConf).toContain('"/changelog/V2 Changelog/" "/community/support/";');
  });

  it('keeps the host files private and answers unknown paths with the 404 page', () => {
    for (const path of ['/_headers', '/_redirects'])
      expect(nginx.serverConf).toContain(`location = ${path} {\n  return 404;`);
    expect(nginx.serverConf).toContain('location ^~ /_nginx/ {');
    expect(nginx.serverConf).toContain('error_page 404 /404.html;');
  });
});
