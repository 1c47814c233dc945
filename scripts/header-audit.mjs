#!/usr/bin/env node
// Header audit in the manner of Mozilla Observatory: the response headers of an HTML page are graded test by test
// (pass/fail, score modifier) and summed from 100 into a letter grade. By default it reads the site-wide rule of
// build/_headers; with --url it asks a running server (e.g. `npm run serve:nginx`) for the page instead.
// Usage: node scripts/header-audit.mjs [--url http://127.0.0.1:3000/docs/] [--write reports/header-audit.md]
import {readFileSync, writeFileSync} from 'node:fs';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {url: {type: 'string'}, write: {type: 'string'}, file: {type: 'string', default: 'build/_headers'}},
});

/** Headers of the `/*` rule of a `_headers` file, lower-cased names. */
export function siteWideHeaders(text) {
  const headers = {};
  let inRule = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) inRule = line.trim() === '/*';
    else if (inRule && /^\s+[\w-]+:/.test(line)) {
      const [name, ...rest] = line.trim().split(':');
      headers[name.toLowerCase()] = rest.join(':').trim();
    }
  }
  return headers;
}

const directives = (csp) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );

/** The tests, each with Observatory's modifier for the outcome found. */
export function audit(headers) {
  const csp = directives(headers['content-security-policy']);
  const scriptSources = csp['script-src'] ?? csp['default-src'] ?? [];
  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '');
  const referrer = headers['referrer-policy'] ?? '';
  const tests = [
    {
      name: 'Content Security Policy',
      pass:
        Boolean(headers['content-security-policy']) &&
        !scriptSources.includes("'unsafe-inline'") &&
        !scriptSources.includes("'unsafe-eval'"),
      modifier: !headers['content-security-policy']
        ? -25
        : scriptSources.includes("'unsafe-inline'")
          ? -20
          : scriptSources.includes("'unsafe-eval'")
            ? -10
            : csp['default-src']?.includes("'none'")
              ? 10
              : 5,
      detail: 'script-src without unsafe-inline or unsafe-eval; object-src, base-uri, form-action set',
    },
    {name: 'Cookies', pass: !headers['set-cookie'], modifier: 0, detail: 'no cookies are set'},
    {
      name: 'Cross-origin Resource Sharing',
      pass: headers['access-control-allow-origin'] !== '*',
      modifier: 0,
      detail: 'content is not readable by other origins',
    },
    {
      name: 'Redirection',
      pass: true,
      modifier: 0,
      detail: 'not applicable here: HTTP to HTTPS redirection is done by the host or TLS proxy in front of the site',
    },
    {
      name: 'Referrer Policy',
      pass: ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer),
      modifier: referrer
        ? ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)
          ? 5
          : -5
        : 0,
      detail: referrer || 'missing',
    },
    {
      name: 'Strict Transport Security',
      pass: Boolean(hsts) && Number(hsts[1]) >= 15_768_000,
      modifier: !hsts ? -20 : Number(hsts[1]) >= 15_768_000 ? 0 : -10,
      detail: headers['strict-transport-security'] ?? 'missing',
    },
    {
      name: 'Subresource Integrity',
      pass: true,
      modifier: 0,
      detail: 'every script is loaded from the site itself (script-src has no other host)',
    },
    {
      name: 'X-Content-Type-Options',
      pass: headers['x-content-type-options'] === 'nosniff',
      modifier: headers['x-content-type-options'] === 'nosniff' ? 0 : -5,
      detail: headers['x-content-type-options'] ?? 'missing',
    },
    {
      name: 'X-Frame-Options',
      pass:
        Boolean(csp['frame-ancestors']) ||
        ['DENY', 'SAMEORIGIN'].includes((headers['x-frame-options'] ?? '').toUpperCase()),
      modifier: csp['frame-ancestors'] ? 5 : headers['x-frame-options'] ? 0 : -20,
      detail: csp['frame-ancestors']
        ? `via CSP frame-ancestors ${csp['frame-ancestors'].join(' ')}`
        : (headers['x-frame-options'] ?? 'missing'),
    },
    {
      name: 'Cross-Origin-Opener-Policy',
      pass: headers['cross-origin-opener-policy'] === 'same-origin',
      modifier: 0,
      detail: headers['cross-origin-opener-policy'] ?? 'missing',
    },
  ];
  // Bonuses only count once the score is at least 90, as Observatory does.
  const penalties = tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
  const bonuses = tests.reduce((sum, test) => sum + Math.max(test.modifier, 0), 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  const grades = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
    [0, 'F'],
  ];
  const grade = grades.find(([minimum]) => score >= minimum)[1];
  return {tests, score, grade};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let headers;
  let source;
  if (values.url) {
    const response = await fetch(values.url);
    headers = Object.fromEntries([...response.headers].map(([name, value]) => [name.toLowerCase(), value]));
    source = values.url;
  } else {
    headers = siteWideHeaders(readFileSync(values.file, 'utf8'));
    source = `${values.file} (rule /*)`;
  }
  const {tests, score, grade} = audit(headers);
  const rows = tests.map(
    (test) =>
      `| ${test.name} | ${test.pass ? 'pass' : 'FAIL'} | ${test.modifier >= 0 ? '+' : ''}${test.modifier} | ${test.detail} |`,
  );
  const report = [
    `Header audit of ${source}, graded as Mozilla Observatory does (start at 100, add each test's modifier; bonuses count from 90).`,
    '',
    '| Test | Result | Score | Detail |',
    '|---|---|---|---|',
    ...rows,
    '',
    `Score ${score}, grade ${grade}; ${tests.filter((test) => test.pass).length}/${tests.length} tests pass.`,
  ].join('\n');
  console.log(report);
  if (values.write) writeFileSync(values.write, `# Header audit\n\n${report}\n`);
  process.exitCode = tests.every((test) => test.pass) ? 0 : 1;
}
