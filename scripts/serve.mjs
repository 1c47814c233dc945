#!/usr/bin/env node
// Serves the production build like a static host would: clean URLs with
// trailing slashes, dotted path segments (/docs/3.7.0/), gzip compression and
// the site's 404 page. Usage: node scripts/serve.mjs [--port 3000] [--dir build] [--no-compress]
import http from 'node:http';
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
    'no-compress': {type: 'boolean', default: false},
  },
});

const root = path.resolve(values.dir);
const compress = !values['no-compress'];

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xslt+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};
const compressible = /^(text\/|application\/(json|xml|xslt|javascript|manifest)|image\/svg)/;

async function fileAt(candidate) {
  try {
    const info = await stat(candidate);
    return info.isFile() ? candidate : null;
  } catch {
    return null;
  }
}

/** Maps a URL path to a file: exact file, then <path>/index.html, then <path>.html. */
async function resolveFile(urlPath) {
  const target = path.join(root, urlPath);
  if (!target.startsWith(root)) return null;
  return (
    (await fileAt(target)) ??
    (await fileAt(path.join(target, 'index.html'))) ??
    (await fileAt(`${target.replace(/\/$/, '')}.html`))
  );
}

function send(req, res, file, status) {
  const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = {'Content-Type': type, 'Cache-Control': 'no-cache'};
  const gzip = compress && compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let urlPath;
  try {
    urlPath = decodeURIComponent(url.pathname);
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  const file = await resolveFile(urlPath);
  if (file) {
    // Directory pages are canonical with a trailing slash, as on the real host.
    if (file.endsWith(`${path.sep}index.html`) && !urlPath.endsWith('/') && !urlPath.endsWith('.html')) {
      res.writeHead(301, {Location: `${url.pathname}/${url.search}`}).end();
      return;
    }
    send(req, res, file, 200);
    return;
  }
  const notFound = await fileAt(path.join(root, '404.html'));
  if (notFound) send(req, res, notFound, 404);
  else res.writeHead(404).end('Not found');
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/ (gzip ${compress ? 'on' : 'off'})`);
});
