#!/usr/bin/env node
// Serves the production build like a static host would (see scripts/lib/static-server.mjs).
// Usage: node scripts/serve.mjs [--port 3000] [--dir build] [--no-compress]
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startStaticServer} from './lib/static-server.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
    'no-compress': {type: 'boolean', default: false},
  },
});

const compress = !values['no-compress'];
const {url} = await startStaticServer({dir: values.dir, port: Number(values.port), host: values.host, compress});
console.log(`Serving ${path.relative(process.cwd(), path.resolve(values.dir)) || '.'} at ${url}/ (gzip ${compress ? 'on' : 'off'})`);
