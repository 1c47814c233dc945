// A static host for the production build: clean URLs with trailing slashes,
// dotted path segments (/docs/3.7.0/), optional gzip, and the site's 404 page.
import http from 'node:http';
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

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
    return (await stat(candidate)).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

/** Maps a URL path to a file: the exact file, then <path>/index.html, then <path>.html. */
async function resolveFile(root, urlPath) {
  const target = path.join(root, urlPath);
  if (!target.startsWith(root)) return null;
  return (
    (await fileAt(target)) ??
    (await fileAt(path.join(target, 'index.html'))) ??
    (await fileAt(`${target.replace(/\/$/, '')}.html`))
  );
}

function send(req, res, file, status, compress) {
  const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = {'Content-Type': type, 'Cache-Control': 'no-cache'};
  const gzip = compress && compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
}

/**
 * Starts serving `dir`. Resolves with the server and its URL once it listens.
 * @param {{dir?: string, port?: number, host?: string, compress?: boolean}} options
 */
export function startStaticServer({dir = 'build', port = 0, host = '127.0.0.1', compress = true} = {}) {
  const root = path.resolve(dir);
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let urlPath;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const file = await resolveFile(root, urlPath);
    if (file) {
      // Directory pages are canonical with a trailing slash, as on the real host.
      if (file.endsWith(`${path.sep}index.html`) && !urlPath.endsWith('/') && !urlPath.endsWith('.html')) {
        res.writeHead(301, {Location: `${url.pathname}/${url.search}`}).end();
        return;
      }
      send(req, res, file, 200, compress);
      return;
    }
    const notFound = await fileAt(path.join(root, '404.html'));
    if (notFound) send(req, res, notFound, 404, compress);
    else res.writeHead(404).end('Not found');
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({server, url: `http://${host}:${typeof address === 'object' && address ? address.port : port}`});
    });
  });
}
